import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, pathParams, type CallDef } from '../../../contract/calls';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { TEXT_MESSAGES } from './well-formed';

/**
 * Issue 13, item 6: text PostgreSQL cannot store is a 400 naming the field on every write call of the call
 * table, never a 500 (the issue measured one on POST /portfolioGroup). Each write gets a NUL in a field its
 * own body schema declares, and a lone surrogate in another, with a valid idempotency key.
 */
const FIRM = 'TEXT1';
let p: TestPlatform;
let admin: string;

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, FIRM);
  const user = await createUser(p.db, FIRM);
  admin = await p.tokenFor(FIRM, user.id, TEST_PASSWORD);
});
afterAll(() => p?.close());

/** A field the call's body declares (the first two object keys), or `name` when it declares none. */
function bodyFields(call: CallDef): string[] {
  const shape = (call.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = shape ? Object.keys(shape).filter((k) => k !== 'firmId') : [];
  return keys.length >= 2 ? keys.slice(0, 2) : [...keys, 'name', 'narrative'].slice(0, 2);
}

const filled = (call: CallDef) =>
  pathParams(call.path).reduce(
    (path, n) => path.replace(`{${n}}`, n === 'firmId' ? FIRM : 'C000001'),
    call.path,
  );

const writes = (Object.entries(calls) as [string, CallDef][]).filter(([, call]) => call.method !== 'get');

describe('when a write call holds a NUL or a lone surrogate in a body field', () => {
  it.each(writes)('then %s is a 400 naming both fields', async (_name, call) => {
    const [nulField, surrogateField] = bodyFields(call);
    const res = await p.request(call.method.toUpperCase(), filled(call), {
      token: call.anonymous ? undefined : admin,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { [nulField]: 'a\u0000b', [surrogateField]: 'x\ud800' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.statusCode).toBe(400);
    expect(res.body.error.fieldErrors).toEqual(
      expect.arrayContaining([
        { fieldName: nulField, errorMessage: TEXT_MESSAGES.nul },
        { fieldName: surrogateField, errorMessage: TEXT_MESSAGES.surrogate },
      ]),
    );
  });
});

describe('when POST /portfolioGroup names a group with U+0000', () => {
  it('then the answer is 400 with fieldErrors naming name, and no group is made', async () => {
    const body = { firmId: FIRM, name: 'Fees\u0000 group', groupIntent: 'Client Fee Group' };
    const res = await p.request('POST', '/portfolioGroup', {
      token: admin,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([{ fieldName: 'name', errorMessage: TEXT_MESSAGES.nul }]);
    const list = await p.request('GET', `/portfolioGroup/${FIRM}?groupIntent=Client%20Fee%20Group`, {
      token: admin,
    });
    expect(list.body.meta.count).toBe(0);
  });
});
