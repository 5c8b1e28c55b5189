import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, users } from '../db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/** Decision 0511: an idempotency-key is its sender's own, not shared by everyone in the firm. */
let p: TestPlatform;
let ann: string;
let bob: string;

const newUser = (email: string) => ({
  firmId: 'IDEM',
  userType: 'User',
  name: 'New',
  email,
  nodeId: '0',
  scopes: [{ scope: 'Client', ranges: ['read'] }],
});
const post = (token: string, key: string, body: unknown) =>
  p.request('POST', '/user', { token, body, headers: { 'idempotency-key': key } });

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'IDEM');
  await createUser(p.db, 'IDEM', { email: 'ann@idem.test' });
  await createUser(p.db, 'IDEM', { email: 'bob@idem.test' });
  ann = await p.tokenFor('IDEM', 'ann@idem.test', TEST_PASSWORD);
  bob = await p.tokenFor('IDEM', 'bob@idem.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('idempotency keys', () => {
  it('when two users of one firm send the same key with the same body, then the second is not shown the first’s response', async () => {
    const key = randomUUID();
    const first = await post(ann, key, newUser('same-body@idem.test'));
    expect(first.status).toBe(201);
    const second = await post(bob, key, newUser('same-body@idem.test'));
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(400);
    expect(second.body.error.fieldErrors[0].fieldName).toBe('email');
    expect(JSON.stringify(second.body)).not.toContain(first.body.data.id);
  });

  it('when two users of one firm send the same key with different bodies, then each request runs as its own', async () => {
    const key = randomUUID();
    const a = await post(ann, key, newUser('by-ann@idem.test'));
    const b = await post(bob, key, newUser('by-bob@idem.test'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).not.toBe(b.body.data.id);
    expect(await p.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(2);
  });

  it('when one user retries with their key, then the first response is replayed and nothing is created twice', async () => {
    const key = randomUUID();
    const body = newUser('retry@idem.test');
    const first = await post(ann, key, body);
    const again = await post(ann, key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await p.db.$count(users, eq(users.email, 'retry@idem.test'))).toBe(1);
    expect((await post(ann, key, newUser('other@idem.test'))).status).toBe(409);
  });
});
