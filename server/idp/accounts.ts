import { and, desc, eq, sql } from 'drizzle-orm';
import type { Account, AccountClaims } from 'oidc-provider';
import type { Database } from '../platform/identity';
import { users } from '../platform/identity';
import { verifyPassword } from '../platform/identity';

type UserRow = typeof users.$inferSelect;

/**
 * The IdP's accounts are the platform's `users`. Only active people (userType 'User') sign in here;
 * machines use POST /authenticate. A user suspended after signing in loses the session at the next
 * token refresh, because findAccount no longer finds them.
 */
export function claimsOf(user: UserRow): AccountClaims {
  return {
    sub: user.id,
    name: user.name,
    email: user.email,
    email_verified: false,
    user_type: user.userType,
    firm_id: user.firmId,
    node_id: user.nodeId,
    user_id: user.id,
    scopes: user.scopes,
  };
}

/** The claims an access token for the platform carries (extraTokenClaims). */
export function platformClaimsOf(user: UserRow) {
  return { firm_id: user.firmId, node_id: user.nodeId, user_id: user.id, scopes: user.scopes };
}

export async function findActiveUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'Active'), eq(users.userType, 'User')))
    .limit(1);
  return user;
}

export async function findAccount(db: Database, id: string): Promise<Account | undefined> {
  const user = await findActiveUser(db, id);
  if (!user) return undefined;
  return { accountId: user.id, claims: () => claimsOf(user) };
}

/** How many accounts of one address (in as many firms) a sign-in tries at most: bounds its work. */
export const MAX_ACCOUNTS_PER_ADDRESS = 8;

/**
 * Checks an e-mail and password. An address may have an account in several firms (decision 0511): the
 * one in the firm hint's firm is preferred, then the others in firm order, and the first active person
 * whose password verifies signs in. Every failure (unknown e-mail, wrong password, suspended, machine)
 * looks the same to the caller and takes about as long, so the sign-in page cannot be used to find
 * accounts: an unknown address is checked against a decoy hash, and several accounts' passwords are
 * checked side by side (the work runs on libuv's thread pool), not one after another.
 */
export async function authenticateUser(
  db: Database,
  email: string,
  password: string,
  firmHint?: string,
): Promise<UserRow | undefined> {
  const candidates = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(desc(sql`${users.firmId} = ${firmHint ?? ''}`), users.firmId)
    .limit(MAX_ACCOUNTS_PER_ADDRESS);
  if (!candidates.length) {
    await verifyPassword(undefined, password);
    return undefined;
  }
  const verified = await Promise.all(candidates.map((u) => verifyPassword(u.passwordHash, password)));
  return candidates.find((u, i) => verified[i] && u.status === 'Active' && u.userType === 'User');
}
