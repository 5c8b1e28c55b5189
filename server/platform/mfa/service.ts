import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { firmMfaPolicies, mfaEnrolments, mfaRecoveryCodes, users } from '../db/schema';
import { notFound } from '../errors';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery';
import type { SecretBox } from './secret-box';
import { matchTotp, newTotpSecret } from './totp';

/**
 * Multi-factor sign-in (decision 0503): the firm's policy, TOTP enrolment, codes and recovery codes, and
 * "remove MFA". The IdP calls these during sign-in; the platform API for the policy and for admins.
 * `users.mfaEnabled` mirrors "has a confirmed authenticator" for the user list; the enrolment row is
 * the truth. Secrets never leave this module except to the enrolling user's own page.
 */
type Actor = Pick<Caller, 'firmId' | 'userId'>;
export interface MfaUser {
  id: string;
  firmId: string;
}

const ENTITY = 'user';
const selfActor = (user: MfaUser): Actor => ({ firmId: user.firmId, userId: user.id });

export async function isMfaRequired(db: Database | Tx, firmId: string): Promise<boolean> {
  const [row] = await db.select().from(firmMfaPolicies).where(eq(firmMfaPolicies.firmId, firmId));
  return row?.required ?? false;
}

export async function getMfaPolicy(db: Database, caller: Caller) {
  return { required: await isMfaRequired(db, caller.firmId) };
}

export async function setMfaPolicy(db: Database, caller: Caller, required: boolean) {
  return db.transaction(async (tx) => {
    const before = await isMfaRequired(tx, caller.firmId);
    await tx
      .insert(firmMfaPolicies)
      .values({ firmId: caller.firmId, required, updatedBy: caller.userId })
      .onConflictDoUpdate({
        target: firmMfaPolicies.firmId,
        set: { required, updatedBy: caller.userId, updatedAt: new Date() },
      });
    if (before !== required)
      await recordAudit(tx, caller, {
        entityType: 'firm',
        entityId: caller.firmId,
        action: 'mfaPolicy',
        before: { mfaRequired: before },
        after: { mfaRequired: required },
      });
    return { required };
  });
}

async function enrolmentOf(db: Database | Tx, userId: string, lock = false) {
  const query = db.select().from(mfaEnrolments).where(eq(mfaEnrolments.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * What sign-in asks after the password: 'code' from anyone with an authenticator, 'enrol' from someone
 * without one when their firm requires it, else nothing.
 */
export async function secondFactorNeeded(db: Database, user: MfaUser): Promise<'none' | 'code' | 'enrol'> {
  const enrolment = await enrolmentOf(db, user.id);
  if (enrolment?.confirmedAt) return 'code';
  return (await isMfaRequired(db, user.firmId)) ? 'enrol' : 'none';
}

/**
 * The secret to show on the enrolment page. Reloading the page shows the same secret (an unconfirmed
 * enrolment is kept), so a QR code already scanned stays good. Refuses a user already enrolled.
 */
export async function startEnrolment(db: Database, box: SecretBox, user: MfaUser): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await enrolmentOf(tx, user.id, true);
    if (current?.confirmedAt) throw new Error('Already enrolled');
    if (current) return box.open(current.secret, user.id);
    const secret = newTotpSecret();
    await tx
      .insert(mfaEnrolments)
      .values({ userId: user.id, firmId: user.firmId, secret: box.seal(secret, user.id) });
    return secret;
  });
}

/**
 * Confirms the authenticator with a code from it and returns the recovery codes to show once; undefined
 * when the code is wrong. Replaces any earlier recovery codes.
 */
export async function confirmEnrolment(
  db: Database,
  box: SecretBox,
  user: MfaUser,
  code: string,
  now = Date.now(),
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const pending = await enrolmentOf(tx, user.id, true);
    if (!pending || pending.confirmedAt) return undefined;
    const step = matchTotp(box.open(pending.secret, user.id), code, null, now);
    if (step === undefined) return undefined;
    await tx
      .update(mfaEnrolments)
      .set({ confirmedAt: new Date(now), lastUsedStep: step })
      .where(eq(mfaEnrolments.userId, user.id));
    const codes = newRecoveryCodes();
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c) })));
    await tx.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
    await recordAudit(tx, selfActor(user), {
      entityType: ENTITY,
      entityId: user.id,
      action: 'mfaEnrol',
      before: { mfaEnabled: false },
      after: { mfaEnabled: true, recoveryCodes: codes.length },
    });
    return codes;
  });
}

/**
 * Checks the code step of sign-in: a current authenticator code (not one already used), or an unused
 * recovery code, which is then spent. Returns which it was, or undefined.
 */
export async function verifySecondFactor(
  db: Database,
  box: SecretBox,
  user: MfaUser,
  input: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | undefined> {
  return db.transaction(async (tx) => {
    // The row lock serialises two sign-ins racing with the same code: only one advances lastUsedStep.
    const enrolment = await enrolmentOf(tx, user.id, true);
    if (!enrolment?.confirmedAt) return undefined;
    const step = matchTotp(box.open(enrolment.secret, user.id), input, enrolment.lastUsedStep, now);
    if (step !== undefined) {
      await tx.update(mfaEnrolments).set({ lastUsedStep: step }).where(eq(mfaEnrolments.userId, user.id));
      return 'totp';
    }
    return (await spendRecoveryCode(tx, user, input)) ? 'recovery' : undefined;
  });
}

async function spendRecoveryCode(tx: Tx, user: MfaUser, input: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(input)) return false;
  const spent = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, user.id),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(input)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: mfaRecoveryCodes.userId });
  if (!spent.length) return false;
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)));
  await recordAudit(tx, selfActor(user), {
    entityType: ENTITY,
    entityId: user.id,
    action: 'mfaRecoveryCodeUsed',
    before: null,
    after: { recoveryCodesLeft: left.n },
  });
  return true;
}

/**
 * "Remove MFA" (DELETE /user/mfa/{firmId}/{userId}): forgets the user's authenticator and recovery
 * codes; they enrol again at their next sign-in if the firm requires MFA. The users area checks the
 * actor may administer the user (users/service.ts removeUserMfa, inside whose transaction this may run);
 * this checks the user is in the firm (else 404) and audits.
 * Removing from someone without MFA succeeds and changes nothing.
 */
export async function removeMfa(db: Tx, firmId: string, userId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.firmId, firmId)));
    if (!user) throw notFound('User');
    const removed = await tx
      .delete(mfaEnrolments)
      .where(eq(mfaEnrolments.userId, userId))
      .returning({ confirmedAt: mfaEnrolments.confirmedAt });
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.update(users).set({ mfaEnabled: false }).where(eq(users.id, userId));
    if (!removed[0]?.confirmedAt) return;
    await recordAudit(tx, actor, {
      entityType: ENTITY,
      entityId: userId,
      action: 'removeMfa',
      before: { mfaEnabled: true },
      after: { mfaEnabled: false },
    });
  });
}
