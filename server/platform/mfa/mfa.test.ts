import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import { auditLog, mfaEnrolments, signInFailures, users } from '../db/schema';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import {
  accountKeyOf,
  clearFailures,
  LOCKOUT,
  lockedUntil,
  pruneSignInFailures,
  recordFailure,
} from './lockout';
import { createSecretBox } from './secret-box';
import {
  confirmEnrolment,
  removeMfa,
  secondFactorNeeded,
  startEnrolment,
  verifySecondFactor,
} from './service';
import { matchTotp, newTotpSecret } from './totp';

let p: TestPlatform;
let admin: string;
let adviser: string;
const box = createSecretBox('a test key of at least thirty-two characters');
const MINUTE = 60_000;

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function audits(userId: string, action: string) {
  return p.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));
}

/** A user with a confirmed authenticator: its secret, and its recovery codes. */
async function enrolled(email: string) {
  const user = await createUser(p.db, 'MFA1', { email });
  const secret = await startEnrolment(p.db, box, user);
  const codes = await confirmEnrolment(p.db, box, user, codeAt(secret, Date.now()));
  return { user, secret, codes: codes! };
}

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'MFA1');
  await createFirm(p.db, 'MFA2');
  await createUser(p.db, 'MFA1', { email: 'admin@mfa1.test' });
  await createUser(p.db, 'MFA1', { email: 'adviser@mfa1.test', scopes: ADVISER_SCOPES });
  admin = await p.tokenFor('MFA1', 'admin@mfa1.test', TEST_PASSWORD);
  adviser = await p.tokenFor('MFA1', 'adviser@mfa1.test', TEST_PASSWORD);
});
afterAll(() => p.close());

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 21, 12, 0, 15);

  it.each([
    ['the current step', 0, true],
    ['the step before (a slow phone clock)', -30_000, true],
    ['the step after (a fast phone clock)', 30_000, true],
    ['two steps before', -60_000, false],
    ['two steps after', 60_000, false],
  ])('when the code is from %s, then it is accepted: %s', (_c, offset, accepted) => {
    expect(matchTotp(secret, codeAt(secret, now + offset), null, now) !== undefined).toBe(accepted);
  });

  it('when a code was used, then it and older codes are refused, and the next one is accepted', () => {
    const step = matchTotp(secret, codeAt(secret, now), null, now)!;
    expect(matchTotp(secret, codeAt(secret, now), step, now)).toBeUndefined();
    expect(matchTotp(secret, codeAt(secret, now - 30_000), step, now)).toBeUndefined();
    expect(matchTotp(secret, codeAt(secret, now + 30_000), step, now)).toBe(step + 1);
  });

  it('when the input is not six digits, then it is refused without a lookup', () => {
    expect(matchTotp(secret, 'abcdef', null, now)).toBeUndefined();
    expect(matchTotp(secret, '12345', null, now)).toBeUndefined();
  });
});

describe('enrolment and sign-in codes', () => {
  it('when a user enrols, then the secret is stored sealed, tied to the user, and the enrolment is audited', async () => {
    const { user, secret, codes } = await enrolled('enrol@mfa1.test');
    expect(codes).toHaveLength(10);
    const [row] = await p.db.select().from(mfaEnrolments).where(eq(mfaEnrolments.userId, user.id));
    expect(row.secret).not.toContain(secret);
    expect(box.open(row.secret, user.id)).toBe(secret);
    expect(() => box.open(row.secret, 'SOMEONE')).toThrow();
    const [mirror] = await p.db.select().from(users).where(eq(users.id, user.id));
    expect(mirror.mfaEnabled).toBe(true);
    expect(await audits(user.id, 'mfaEnrol')).toHaveLength(1);
    expect(await secondFactorNeeded(p.db, user)).toBe('code');
  });

  it('when the enrolment page is shown again before confirming, then it shows the same secret', async () => {
    const user = await createUser(p.db, 'MFA1', { email: 'reload@mfa1.test' });
    const first = await startEnrolment(p.db, box, user);
    expect(await startEnrolment(p.db, box, user)).toBe(first);
    expect(await confirmEnrolment(p.db, box, user, '000000')).toBeUndefined();
  });

  it('when the code used to enrol is offered again at sign-in, then it is refused as a replay', async () => {
    const user = await createUser(p.db, 'MFA1', { email: 'replay@mfa1.test' });
    const secret = await startEnrolment(p.db, box, user);
    const now = Date.now();
    await confirmEnrolment(p.db, box, user, codeAt(secret, now), now);
    expect(await verifySecondFactor(p.db, box, user, codeAt(secret, now), now)).toBeUndefined();
    expect(await verifySecondFactor(p.db, box, user, codeAt(secret, now + 30_000), now)).toBe('totp');
  });

  it('when a recovery code is used, then it works once, in any case or spacing, and each use is audited', async () => {
    const { user, codes } = await enrolled('recovery@mfa1.test');
    expect(await verifySecondFactor(p.db, box, user, codes[0].toUpperCase())).toBe('recovery');
    expect(await verifySecondFactor(p.db, box, user, codes[0])).toBeUndefined();
    expect(await verifySecondFactor(p.db, box, user, codes[1].replace('-', ''))).toBe('recovery');
    const used = await audits(user.id, 'mfaRecoveryCodeUsed');
    expect(used.map((a) => a.after)).toEqual([{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 8 }]);
  });

  it("when one user's recovery code is offered for another, then it is refused", async () => {
    const a = await enrolled('a@mfa1.test');
    const b = await enrolled('b@mfa1.test');
    expect(await verifySecondFactor(p.db, box, b.user, a.codes[0])).toBeUndefined();
  });
});

describe('remove MFA', () => {
  it('when an admin removes MFA, then the authenticator and codes are gone, audited, and sign-in enrols again if required', async () => {
    const { user, codes } = await enrolled('remove@mfa1.test');
    const [actor] = await p.db.select().from(users).where(eq(users.email, 'admin@mfa1.test'));
    await removeMfa(p.db, 'MFA1', user.id, { firmId: 'MFA1', userId: actor.id });
    expect(await verifySecondFactor(p.db, box, user, codes[2])).toBeUndefined();
    expect(await secondFactorNeeded(p.db, user)).toBe('none');
    const [removal] = await audits(user.id, 'removeMfa');
    expect(removal).toMatchObject({ actorId: actor.id, after: { mfaEnabled: false } });
    const [mirror] = await p.db.select().from(users).where(eq(users.id, user.id));
    expect(mirror.mfaEnabled).toBe(false);

    const put = await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: true } });
    expect(put.status).toBe(200);
    expect(await secondFactorNeeded(p.db, user)).toBe('enrol');
    await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: false } });
  });

  it('when the user is in another firm, then removal is refused as not found and nothing changes', async () => {
    const { user } = await enrolled('keep@mfa1.test');
    await expect(removeMfa(p.db, 'MFA2', user.id, { firmId: 'MFA2', userId: 'X' })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await secondFactorNeeded(p.db, user)).toBe('code');
  });
});

describe('the firm MFA policy', () => {
  it('when an admin requires MFA, then it reads back, is audited once, and an adviser may not change it', async () => {
    expect((await p.request('GET', '/mfa/policy/MFA1', { token: admin })).body.data).toEqual({
      required: false,
    });
    await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: true } });
    await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: true } });
    expect((await p.request('GET', '/mfa/policy/MFA1', { token: admin })).body.data).toEqual({
      required: true,
    });
    const changes = await p.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'firm'), eq(auditLog.entityId, 'MFA1'), eq(auditLog.action, 'mfaPolicy')),
      );
    expect(changes.at(-1)).toMatchObject({ before: { mfaRequired: false }, after: { mfaRequired: true } });
    const refused = await p.request('PUT', '/mfa/policy/MFA1', { token: adviser, body: { required: false } });
    expect(refused.status).toBe(403);
    const bad = await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors[0].fieldName).toBe('required');
    await p.request('PUT', '/mfa/policy/MFA1', { token: admin, body: { required: false } });
  });
});

describe('lock-out', () => {
  const t0 = new Date(Date.UTC(2026, 10, 21, 9, 0, 0));
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

  it('when five failures come within fifteen minutes, then the address is locked for fifteen minutes and the user audited', async () => {
    const user = await createUser(p.db, 'MFA1', { email: 'Locked@MFA1.test' });
    const key = accountKeyOf(' locked@mfa1.TEST ');
    for (let i = 0; i < LOCKOUT.maxFailures - 1; i++)
      expect(await recordFailure(p.db, key, at(i))).toBe(false);
    expect(await lockedUntil(p.db, key, at(4))).toBeUndefined();
    expect(await recordFailure(p.db, key, at(4))).toBe(true);
    expect(await lockedUntil(p.db, key, at(5))).toEqual(at(19));
    expect(await lockedUntil(p.db, key, at(19))).toBeUndefined();
    const [lock] = await audits(user.id, 'lockOut');
    expect(lock).toMatchObject({ firmId: 'MFA1', after: { lockedUntil: at(19).toISOString() } });
    // After the lock the count starts again: one more failure does not lock.
    expect(await recordFailure(p.db, key, at(20))).toBe(false);
  });

  it('when failures are spread over more than fifteen minutes, then the count starts again', async () => {
    const key = accountKeyOf('slow@mfa1.test');
    for (const minute of [0, 5, 10, 14]) await recordFailure(p.db, key, at(minute));
    expect(await recordFailure(p.db, key, at(16))).toBe(false);
    expect(await lockedUntil(p.db, key, at(17))).toBeUndefined();
  });

  it('when the address has no account, then it locks the same way (the lock-out reveals nothing)', async () => {
    const key = accountKeyOf('nobody@mfa1.test');
    let locked = false;
    for (let i = 0; i < LOCKOUT.maxFailures; i++) locked = await recordFailure(p.db, key, at(i));
    expect(locked).toBe(true);
    expect(await lockedUntil(p.db, key, at(6))).toEqual(at(19));
  });

  it('when counts are pruned, then only those whose window and lock are over go', async () => {
    const [over, recent, locked] = ['over@mfa1.test', 'recent@mfa1.test', 'stilllocked@mfa1.test'].map(
      accountKeyOf,
    );
    await recordFailure(p.db, over, at(0));
    await recordFailure(p.db, recent, at(10));
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await recordFailure(p.db, locked, at(10));
    await pruneSignInFailures(p.db, at(20));
    const left = (await p.db.select().from(signInFailures)).map((r) => r.accountKey);
    expect(left).not.toContain(over);
    expect(left).toEqual(expect.arrayContaining([recent, locked]));
  });

  it('when the sign-in succeeds, then the failures are forgotten', async () => {
    const key = accountKeyOf('success@mfa1.test');
    for (let i = 0; i < 4; i++) await recordFailure(p.db, key, at(i));
    await clearFailures(p.db, key);
    expect(await recordFailure(p.db, key, at(5))).toBe(false);
  });
});
