import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import { PASSWORD_MESSAGES, PASSWORD_NOTICES, passwordProblem } from '../../../contract/passwords';
import { auditLog, outboxMessages, passwordTokens, users } from '../db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { TOO_MANY_ATTEMPTS } from './rate-limits';
import { welcomeEmailHook } from './service';
import { findUsableToken, issueToken, pruneExpiredTokens } from './set-up-tokens';

let p: TestPlatform;
let admin: string;
let adviser: string;
const NEW_PASSWORD = 'plum sofa tundra kettle';

/** The token in the newest outbox message to `email` (the link the person would click). */
async function linkTokenFor(email: string): Promise<string> {
  const res = await p.request('GET', `/outbox/PWD1?recipient=${encodeURIComponent(email)}`, { token: admin });
  const body: string = res.body.data[0].body;
  return new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;
}

const outboxCount = async () => (await p.db.select().from(outboxMessages)).length;

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'PWD1');
  await createUser(p.db, 'PWD1', { email: 'admin@pwd1.test' });
  await createUser(p.db, 'PWD1', { email: 'adviser@pwd1.test', scopes: ADVISER_SCOPES });
  admin = await p.tokenFor('PWD1', 'admin@pwd1.test', TEST_PASSWORD);
  adviser = await p.tokenFor('PWD1', 'adviser@pwd1.test', TEST_PASSWORD);
  await createUser(p.db, 'PWD1', { email: 'robot@pwd1.test', userType: 'Machine' });
  const sue = await createUser(p.db, 'PWD1', { email: 'sue@pwd1.test' });
  await p.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, sue.id));
});
afterAll(() => p.close());

describe('the password policy', () => {
  it.each([
    ['short', 'elevenchars', PASSWORD_MESSAGES.tooShort],
    ['too long', 'x'.repeat(129) + 'y', PASSWORD_MESSAGES.tooLong],
    ['a common one', 'Password-1234', PASSWORD_MESSAGES.common],
    ['one repeated character', '!!!!!!!!!!!!!', PASSWORD_MESSAGES.common],
    ['the e-mail', 'ann.smith@acme.test', PASSWORD_MESSAGES.containsEmail],
    ['the e-mail name inside', 'xx-Ann.Smith-2026', PASSWORD_MESSAGES.containsEmail],
    ['a long passphrase', NEW_PASSWORD, undefined],
  ])('when the password is %s, then the policy says so', (_c, password, message) => {
    expect(passwordProblem(password, 'ann.smith@acme.test')).toBe(message);
  });
});

describe('POST /reset', () => {
  it.each([
    ['an active person', 'admin@pwd1.test', 1],
    ['an unknown address', 'nobody@pwd1.test', 0],
    ['a machine', 'robot@pwd1.test', 0],
    ['a suspended person', 'sue@pwd1.test', 0],
  ])(
    'when asked for %s, then the answer is the same and only a person gets an e-mail',
    async (_c, email, mails) => {
      const before = await outboxCount();
      const res = await p.request('POST', '/reset', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { message: PASSWORD_NOTICES.resetSent } });
      expect((await outboxCount()) - before).toBe(mails);
    },
  );

  it('when the address is not an e-mail, then the field says so', async () => {
    const res = await p.request('POST', '/reset', { body: { email: 'not-an-address' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors[0].fieldName).toBe('email');
  });

  it('when one address is asked for too often, then it is refused with 429 whether or not it has an account', async () => {
    // Its own client address (the platform trusts X-Forwarded-For), so the per-address limit shows first.
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    for (const email of ['limit@pwd1.test', 'nobody-limit@pwd1.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await p.request('POST', '/reset', { body: { email }, headers })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('when one client address asks too often, then it is refused with 429 whatever the addresses', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await p.request('POST', '/reset', { body: { email: `n${i}@pwd1.test` }, headers })).status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    const refused = await p.request('POST', '/reset', { body: { email: 'n@pwd1.test' }, headers });
    expect(refused.body.error.errorMessage).toBe(TOO_MANY_ATTEMPTS);
  });
});

describe('POST /setpassword', () => {
  it('when the link is used, then the password is set, the link is spent and the change audited', async () => {
    const user = await createUser(p.db, 'PWD1', { email: 'carol@pwd1.test' });
    await p.request('POST', '/reset', { body: { email: 'Carol@PWD1.test' } });
    const token = await linkTokenFor('carol@pwd1.test');
    const set = await p.request('POST', '/setpassword', { body: { token, password: NEW_PASSWORD } });
    expect(set.body).toEqual({ data: { message: PASSWORD_NOTICES.passwordSet } });
    await p.tokenFor('PWD1', 'carol@pwd1.test', NEW_PASSWORD);
    const again = await p.request('POST', '/setpassword', {
      body: { token, password: 'another fine passphrase' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fieldErrors).toEqual([
      { fieldName: 'token', errorMessage: PASSWORD_MESSAGES.linkInvalid },
    ]);
    const audit = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'passwordReset')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('when the password breaks a rule, then it is refused under the field and the link still works', async () => {
    await createUser(p.db, 'PWD1', { email: 'dave.jones@pwd1.test' });
    await p.request('POST', '/reset', { body: { email: 'dave.jones@pwd1.test' } });
    const token = await linkTokenFor('dave.jones@pwd1.test');
    const short = await p.request('POST', '/setpassword', { body: { token, password: 'short' } });
    expect(short.body.error.fieldErrors).toEqual([
      { fieldName: 'password', errorMessage: PASSWORD_MESSAGES.tooShort },
    ]);
    const mine = await p.request('POST', '/setpassword', { body: { token, password: 'dave.jones-forever' } });
    expect(mine.body.error.fieldErrors).toEqual([
      { fieldName: 'password', errorMessage: PASSWORD_MESSAGES.containsEmail },
    ]);
    expect(
      (await p.request('POST', '/setpassword', { body: { token, password: NEW_PASSWORD } })).status,
    ).toBe(200);
  });

  it('when the link has expired, then it is refused', async () => {
    await createUser(p.db, 'PWD1', { email: 'erin@pwd1.test' });
    await p.request('POST', '/reset', { body: { email: 'erin@pwd1.test' } });
    const token = await linkTokenFor('erin@pwd1.test');
    await p.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await p.request('POST', '/setpassword', { body: { token, password: NEW_PASSWORD } });
    expect(res.body.error.fieldErrors[0]).toEqual({
      fieldName: 'token',
      errorMessage: PASSWORD_MESSAGES.linkInvalid,
    });
  });

  it('when links have been expired for a day, then pruning deletes them and keeps the rest', async () => {
    const user = await createUser(p.db, 'PWD1', { email: 'old@pwd1.test' });
    const now = new Date();
    const [stale, fresh] = await p.db.transaction(async (tx) => [
      await issueToken(tx, user, 'reset', new Date(now.getTime() - 26 * 3600_000)),
      await issueToken(tx, user, 'reset', now),
    ]);
    await pruneExpiredTokens(p.db, now);
    const rows = await p.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(stale).not.toBe(fresh);
    expect(await findUsableToken(p.db, fresh)).toBeDefined();
  });

  it('when a newer link is used, then the older one is spent too', async () => {
    await createUser(p.db, 'PWD1', { email: 'fay@pwd1.test' });
    await p.request('POST', '/reset', { body: { email: 'fay@pwd1.test' } });
    const older = await linkTokenFor('fay@pwd1.test');
    await p.request('POST', '/reset', { body: { email: 'fay@pwd1.test' } });
    const newer = await linkTokenFor('fay@pwd1.test');
    expect(newer).not.toBe(older);
    await p.request('POST', '/setpassword', { body: { token: newer, password: NEW_PASSWORD } });
    expect(
      (await p.request('POST', '/setpassword', { body: { token: older, password: NEW_PASSWORD } })).status,
    ).toBe(400);
  });

  it('when an admin creates a user, then the welcome hook sends a link valid for 72 hours, audited', async () => {
    const user = await createUser(p.db, 'PWD1', { email: 'gus@pwd1.test' });
    await p.db.transaction((tx) => welcomeEmailHook(p.deps.mailer)(tx, user));
    const [mail] = (await p.request('GET', '/outbox/PWD1?recipient=gus@pwd1.test', { token: admin })).body
      .data;
    expect(mail).toMatchObject({ subject: 'Your new account: choose a password', status: 'Held' });
    expect(mail.body).toContain('/oidc/password/set?token=');
    const [token] = await p.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(token.purpose).toBe('welcome');
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(71 * 3600_000);
    const [audit] = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'passwordLinkSent')));
    expect(audit.actorId).toBe(user.createdBy);
  });
});

describe('POST /changepassword', () => {
  it('when the current password is right, then the password changes and the person is told by e-mail', async () => {
    await createUser(p.db, 'PWD1', { email: 'hal@pwd1.test' });
    const token = await p.tokenFor('PWD1', 'hal@pwd1.test', TEST_PASSWORD);
    const res = await p.request('POST', '/changepassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.body).toEqual({ data: { message: PASSWORD_NOTICES.passwordChanged } });
    await p.tokenFor('PWD1', 'hal@pwd1.test', NEW_PASSWORD);
    const [mail] = (await p.request('GET', '/outbox/PWD1?recipient=hal@pwd1.test', { token: admin })).body
      .data;
    expect(mail.subject).toBe('Your password has been changed');
  });

  it.each([
    [
      'the current password is wrong',
      { currentPassword: 'wrong', newPassword: NEW_PASSWORD },
      'currentPassword',
      PASSWORD_MESSAGES.currentIncorrect,
    ],
    [
      'the new one is the current one',
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      'newPassword',
      PASSWORD_MESSAGES.sameAsCurrent,
    ],
    [
      'the new one is too short',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      'newPassword',
      PASSWORD_MESSAGES.tooShort,
    ],
  ])('when %s, then it is refused under that field', async (_c, body, fieldName, errorMessage) => {
    const res = await p.request('POST', '/changepassword', { token: adviser, body });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([{ fieldName, errorMessage }]);
  });

  it('when the current password is guessed five times, then the account is locked, even for the right one', async () => {
    await createUser(p.db, 'PWD1', { email: 'ivy@pwd1.test' });
    const token = await p.tokenFor('PWD1', 'ivy@pwd1.test', TEST_PASSWORD);
    for (let i = 0; i < 5; i++)
      await p.request('POST', '/changepassword', {
        token,
        body: { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
      });
    const res = await p.request('POST', '/changepassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'currentPassword', errorMessage: PASSWORD_MESSAGES.lockedOut },
    ]);
  });
});

describe('the outbox', () => {
  it('when an adviser (no user management) reads it, then 403; another firm, 404', async () => {
    expect((await p.request('GET', '/outbox/PWD1', { token: adviser })).status).toBe(403);
    expect((await p.request('GET', '/outbox/OTHER', { token: admin })).status).toBe(404);
  });
});
