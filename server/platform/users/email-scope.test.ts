import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages, users } from '../db/schema';
import { findUsableToken } from '../passwords/set-up-tokens';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

/** Decision 0511: e-mail addresses are unique per firm, so nothing about another firm's people shows. */
let p: TestPlatform;
let adminA: string;
let adminB: string;
const SHARED = 'pat@shared.test';
const TAKEN = 'Another user already has this e-mail address';

const person = (firmId: string, email: string) => ({
  firmId,
  userType: 'User',
  name: 'Pat',
  email,
  nodeId: '0',
  scopes: [{ scope: 'Client', ranges: ['read'] }],
});

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'MAILA', 'Alpha Wealth');
  await createFirm(p.db, 'MAILB', 'Beta Wealth');
  await createUser(p.db, 'MAILA', { email: 'admin@a.test' });
  await createUser(p.db, 'MAILB', { email: 'admin@b.test' });
  await createUser(p.db, 'MAILB', { email: 'only-in-b@b.test' });
  adminA = await p.tokenFor('MAILA', 'admin@a.test', TEST_PASSWORD);
  adminB = await p.tokenFor('MAILB', 'admin@b.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('e-mail addresses are unique per firm', () => {
  it('when a firm creates or renames a user to an address another firm uses, then it is accepted like any free address', async () => {
    const created = await p.request('POST', '/user', {
      token: adminA,
      body: person('MAILA', 'ONLY-IN-B@b.test'),
    });
    expect(created.status).toBe(201);
    const other = await p.request('POST', '/user', { token: adminA, body: person('MAILA', 'free@a.test') });
    const renamed = await p.request('PUT', `/user/MAILA/${other.body.data.id}`, {
      token: adminA,
      body: { email: 'admin@b.test' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.email).toBe('admin@b.test');
  });

  it('when the address is taken in the caller’s own firm (in any case), then 400 on email as before', async () => {
    await p.request('POST', '/user', { token: adminB, body: person('MAILB', 'twice@b.test') });
    const dup = await p.request('POST', '/user', { token: adminB, body: person('MAILB', 'TWICE@b.test') });
    expect(dup.status).toBe(400);
    expect(dup.body.error.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: TAKEN }]);
    const other = await p.request('POST', '/user', { token: adminB, body: person('MAILB', 'x@b.test') });
    const put = await p.request('PUT', `/user/MAILB/${other.body.data.id}`, {
      token: adminB,
      body: { email: 'Twice@B.test' },
    });
    expect(put.status).toBe(400);
    expect(put.body.error.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: TAKEN }]);
  });

  it('when two rows of one firm would share an address, then the database refuses it too', async () => {
    await createUser(p.db, 'MAILA', { email: 'db@a.test' });
    await expect(createUser(p.db, 'MAILA', { email: 'DB@a.test' })).rejects.toThrow();
    await expect(createUser(p.db, 'MAILB', { email: 'DB@a.test' })).resolves.toBeTruthy();
  });
});

describe('password reset by e-mail', () => {
  it('when the address has an account in two firms, then each gets its own link, naming its firm, in its own outbox', async () => {
    const a = await createUser(p.db, 'MAILA', { email: SHARED });
    const b = await createUser(p.db, 'MAILB', { email: SHARED });
    expect((await p.request('POST', '/reset', { body: { email: 'PAT@shared.test' } })).status).toBe(200);
    const sent = await p.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, SHARED), eq(outboxMessages.subject, 'Reset your password')));
    expect(sent.map((m) => [m.firmId, m.userId]).sort()).toEqual([
      ['MAILA', a.id],
      ['MAILB', b.id],
    ]);
    for (const [token, user, firmName] of [
      [adminA, a, 'Alpha Wealth'],
      [adminB, b, 'Beta Wealth'],
    ] as const) {
      const box = await p.request('GET', `/outbox/${user.firmId}?recipient=${SHARED}`, { token });
      expect(box.body.data).toHaveLength(1);
      const body: string = box.body.data[0].body;
      expect(body).toContain(`your account with ${firmName}`);
      const link = new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;
      expect((await findUsableToken(p.db, link))?.userId).toBe(user.id);
    }
    const [row] = await p.db.select().from(users).where(eq(users.id, a.id));
    expect(row.firmId).toBe('MAILA');
  });
});
