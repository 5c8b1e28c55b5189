import { and, eq, sql } from 'drizzle-orm';
import { PASSWORD_MESSAGES, PASSWORD_NOTICES, passwordProblem } from '../../../contract/passwords';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { firms, users } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { accountKeyOf, clearFailures, lockedUntil, recordFailure } from '../mfa/lockout';
import { withMail, type Mailer, type OutgoingMail } from '../outbox/mailer';
import { hashPassword, verifyPassword } from '../users/passwords';
import { passwordEmails } from './emails';
import { findUsableToken, issueToken, spendUserTokens, type TokenPurpose } from './set-up-tokens';

/**
 * POST /reset, /setpassword and /changepassword (decision 0505), also used by the IdP's own pages and
 * by user creation (sendSetPasswordEmail). Nothing here says whether an e-mail address has an account.
 */
type Actor = Pick<Caller, 'firmId' | 'userId'>;
type Send = (mail: OutgoingMail) => Promise<void>;
interface LinkUser {
  id: string;
  firmId: string;
  email: string;
  name: string;
  /** Named in a reset, as one address may have accounts in several firms. */
  firmName?: string;
}

/** Password events are audited on the user, without any before/after: there is nothing to show. */
const auditPassword = (tx: Tx, actor: Actor, userId: string, action: string) =>
  recordAudit(tx, actor, { entityType: 'user', entityId: userId, action, before: null, after: null });

/** The page of the IdP that sets a password with a token. */
const setPasswordLink = (mailer: Mailer, token: string) =>
  `${mailer.linkBase}/password/set?token=${encodeURIComponent(token)}`;

async function sendLink(tx: Tx, send: Send, mailer: Mailer, user: LinkUser, purpose: TokenPurpose) {
  const link = setPasswordLink(mailer, await issueToken(tx, user, purpose));
  const { subject, text } = passwordEmails[purpose](user, link);
  await send({ firmId: user.firmId, userId: user.id, to: user.email, subject, text });
}

/**
 * POST /reset: e-mails an active person a link to set a new password. The answer is the same for an
 * unknown address, a machine or a suspended user, who get no e-mail. An address may have an account in
 * several firms (decision 0511): each such person gets their own link, naming its firm, in that firm.
 */
export async function requestPasswordReset(db: Database, mailer: Mailer, email: string) {
  const accounts = await db
    .select({ user: users, firmName: firms.name })
    .from(users)
    .innerJoin(firms, eq(firms.id, users.firmId))
    .where(
      and(
        eq(sql`lower(${users.email})`, accountKeyOf(email)),
        eq(users.status, 'Active'),
        eq(users.userType, 'User'),
      ),
    );
  if (accounts.length)
    await withMail(db, mailer, async (tx, send) => {
      for (const { user, firmName } of accounts) {
        await sendLink(tx, send, mailer, { ...user, firmName }, 'reset');
        await auditPassword(tx, { firmId: user.firmId, userId: user.id }, user.id, 'passwordResetRequested');
      }
    });
  return { message: PASSWORD_NOTICES.resetSent };
}

/**
 * E-mails a new user the link to choose their first password (valid 72 hours), inside the transaction
 * that creates them, so nobody gets a link to an account that was rolled back. `actor` is the
 * administrator who created them. Delivery by SMTP starts once that transaction commits.
 */
export async function sendSetPasswordEmail(tx: Tx, mailer: Mailer, user: LinkUser, actor: Actor) {
  const ids: number[] = [];
  await sendLink(tx, async (mail) => void ids.push(await mailer.queue(tx, mail)), mailer, user, 'welcome');
  await auditPassword(tx, actor, user.id, 'passwordLinkSent');
  void mailer.deliver(ids);
}

/**
 * The users area's welcome hook for createUser (`SendWelcome`): the creating administrator is the
 * new row's `createdBy`.
 */
export const welcomeEmailHook = (mailer: Mailer) => (tx: Tx, user: LinkUser & { createdBy: string }) =>
  sendSetPasswordEmail(tx, mailer, user, { firmId: user.firmId, userId: user.createdBy });

/** The firm a still-usable link belongs to (for the IdP page's branding), or undefined. */
export async function firmOfToken(db: Database, token: string): Promise<string | undefined> {
  return (await findUsableToken(db, token))?.firmId;
}

/**
 * POST /setpassword: sets the password with a link's token. The token is spent only when the password
 * is accepted, so a refused password can be corrected with the same link. Spends the user's other
 * links too and lifts a lock-out: whoever holds a fresh link from the inbox is the person.
 */
export async function setPasswordWithToken(db: Database, token: string, password: string) {
  await db.transaction(async (tx) => {
    const row = await findUsableToken(tx, token, new Date(), true);
    const [user] = row
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.id, row.userId), eq(users.status, 'Active')))
      : [];
    if (!row || !user) throw fieldError('token', PASSWORD_MESSAGES.linkInvalid);
    const problem = passwordProblem(password, user.email);
    if (problem) throw fieldError('password', problem);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    await spendUserTokens(tx, user.id);
    await clearFailures(tx, accountKeyOf(user.email));
    await auditPassword(
      tx,
      { firmId: user.firmId, userId: user.id },
      user.id,
      row.purpose === 'reset' ? 'passwordReset' : 'passwordSet',
    );
  });
  return { message: PASSWORD_NOTICES.passwordSet };
}

/**
 * POST /changepassword: the caller's own password. A wrong current password counts towards the
 * sign-in lock-out (a stolen session cannot be used to guess it), and a locked account cannot change it.
 */
export async function changePassword(
  db: Database,
  mailer: Mailer,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw notFound('User');
  const key = accountKeyOf(user.email);
  if (await lockedUntil(db, key)) throw fieldError('currentPassword', PASSWORD_MESSAGES.lockedOut);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordFailure(db, key);
    throw fieldError('currentPassword', PASSWORD_MESSAGES.currentIncorrect);
  }
  const problem =
    passwordProblem(input.newPassword, user.email) ??
    ((await verifyPassword(user.passwordHash, input.newPassword))
      ? PASSWORD_MESSAGES.sameAsCurrent
      : undefined);
  if (problem) throw fieldError('newPassword', problem);
  const passwordHash = await hashPassword(input.newPassword);
  await withMail(db, mailer, async (tx, send) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await spendUserTokens(tx, user.id);
    await auditPassword(tx, caller, user.id, 'passwordChange');
    await send({ firmId: user.firmId, userId: user.id, to: user.email, ...passwordEmails.changed(user) });
  });
  return { message: PASSWORD_NOTICES.passwordChanged };
}
