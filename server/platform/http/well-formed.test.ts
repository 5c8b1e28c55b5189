import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { inspect, MAX_BODY_DEPTH, TEXT_MESSAGES } from './well-formed';

/**
 * Issue 11, fault 4: text PostgreSQL cannot store, and JSON nested past any sane depth, are a 400 naming
 * the field for every call (anonymous ones too), never a 500 from deep in a service.
 */
let p: TestPlatform;
let admin: string;
const uuid = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'WELL');
  const user = await createUser(p.db, 'WELL');
  admin = await p.tokenFor('WELL', user.id, TEST_PASSWORD);
});

afterAll(() => p.close());

const invalid = (fieldName: string, errorMessage: string) => ({
  error: { statusCode: 400, errorMessage: expect.any(String), fieldErrors: [{ fieldName, errorMessage }] },
});

describe('inspect', () => {
  it('when strings hold NUL or a lone surrogate, then each is named by its dotted path; pairs are fine', () => {
    const found = inspect({ name: 'a\u0000b', address: { lines: ['ok', 'x\ud800'] }, emoji: '🙂', n: 1 });
    expect(found.tooDeep).toBe(false);
    expect(found.fieldErrors).toEqual(
      expect.arrayContaining([
        { fieldName: 'name', errorMessage: TEXT_MESSAGES.nul },
        { fieldName: 'address.lines.1', errorMessage: TEXT_MESSAGES.surrogate },
      ]),
    );
    expect(found.fieldErrors).toHaveLength(2);
    expect(inspect({ a: '\udfff\ud800' }).fieldErrors).toHaveLength(1);
  });

  it('when a key holds NUL, then the key is named with the character replaced', () => {
    expect(inspect({ 'a\u0000': 'x' }).fieldErrors).toEqual([
      { fieldName: 'a\ufffd', errorMessage: TEXT_MESSAGES.nul },
    ]);
  });

  it('when nesting passes the limit, then it is too deep, however deep, without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inspect(deep).tooDeep).toBe(true);
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) ok = { a: ok };
    expect(inspect(ok).tooDeep).toBe(false);
  });
});

describe('when an anonymous POST /authenticate holds NUL or a lone surrogate', () => {
  it.each([
    ['firmId', { firmId: 'WELL\u0000', id: 'X', password: 'p' }, TEXT_MESSAGES.nul],
    ['password', { firmId: 'WELL', id: 'X', password: '\ud800' }, TEXT_MESSAGES.surrogate],
  ])('then %s is a 400 naming it', async (field, body, message) => {
    const res = await p.request('POST', '/authenticate', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid(field, message));
  });
});

describe('when a signed-in call holds text that cannot be stored', () => {
  it('then a NUL in a path parameter is a 400 naming the parameter', async () => {
    const res = await p.request('GET', '/client/WELL/C%00', { token: admin });
    expect(res.body).toEqual(invalid('clientId', TEXT_MESSAGES.nul));
  });

  it('then a NUL in the query is a 400 naming the parameter (the export too)', async () => {
    const list = await p.request('GET', '/client/WELL?name=a%00', { token: admin });
    expect(list.body).toEqual(invalid('name', TEXT_MESSAGES.nul));
    const csv = await p.request('GET', '/portfoliotransaction/export/WELL?nodeId=%00', { token: admin });
    expect(csv.status).toBe(400);
    expect(csv.body).toEqual(invalid('nodeId', TEXT_MESSAGES.nul));
  });

  it('then a lone surrogate deep in a write body is a 400 naming the nested field', async () => {
    const res = await p.request('PATCH', '/client/WELL/C000001', {
      token: admin,
      headers: { 'idempotency-key': uuid },
      raw: '{"addressDetail":{"address1":"\\ud800 High Street"}}',
    });
    expect(res.body).toEqual(invalid('addressDetail.address1', TEXT_MESSAGES.surrogate));
  });
});

describe('when a body is nested past the limit or is not an object', () => {
  it('then 10,000 levels with an idempotency-key are a 400 on body, before the key is hashed', async () => {
    const raw = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await p.request('POST', '/client', {
      token: admin,
      raw,
      headers: { 'idempotency-key': uuid },
    });
    expect(res.body).toEqual(invalid('body', `Must not be nested more than ${MAX_BODY_DEPTH} levels deep`));
  });

  it('then the same depth on an anonymous call is a 400 too', async () => {
    const raw = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await p.request('POST', '/authenticate', { raw });
    expect(res.status).toBe(400);
  });

  it.each(['[]', '[{"firmId":"WELL"}]', '"text"', '42', 'null'])(
    'then a body of %s is a 400',
    async (raw) => {
      const res = await p.request('POST', '/authenticate', { raw });
      expect(res.status).toBe(400);
      expect(res.body.error.statusCode).toBe(400);
    },
  );
});

describe('when the public logo address holds a NUL', () => {
  it('then it is a 400 naming the parameter, not a 500', async () => {
    const res = await p.request('GET', '/media/logo/WELL%00/0/console/logo');
    expect(res.body).toEqual(invalid('firmId', TEXT_MESSAGES.nul));
  });
});
