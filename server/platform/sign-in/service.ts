import { and, eq, or, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/connection';
import { machineCredentials, users } from '../db/schema';
import { unauthorised } from '../errors';
import { verifyPassword } from '../users/passwords';
import { getUser } from '../users/service';
import { accountKeyOf, clearFailures, lockedUntil, recordFailure } from '../mfa/lockout';
import { secondFactorNeeded } from '../mfa/service';

const SIGN_IN_FAILED = 'The firm, user id or password is incorrect';
const MFA_NEEDED = 'This user signs in with multi-factor authentication, through the console';

/** The user `id` names: a machine's client id, else a user's platform id or e-mail, with the hash to check. */
async function findSignIn(db: Database, firmId: string, id: string) {
  const [machine] = await db
    .select({ user: users, hash: machineCredentials.secretHash })
    .from(machineCredentials)
    .innerJoin(users, eq(users.id, machineCredentials.userId))
    .where(and(eq(machineCredentials.clientId, id), eq(users.firmId, firmId), eq(users.userType, 'Machine')))
    .limit(1);
  if (machine) return machine;
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        or(eq(users.id, id.toUpperCase()), eq(sql`lower(${users.email})`, id.toLowerCase())),
      ),
    )
    .limit(1);
  return user ? { user, hash: user.passwordHash } : undefined;
}

/**
 * POST /authenticate: `id` and `password` are a machine's client id and secret (decision 0502), or a
 * user's e-mail or platform id and password. One message for every failure.
 */
export async function authenticate(
  db: Database,
  tokens: TokenVerifier,
  input: { firmId: string; id: string; password: string },
) {
  const firmId = input.firmId.toUpperCase();
  const found = await findSignIn(db, firmId, input.id);
  // One lock-out count per person, shared with the console's sign-in (keyed by e-mail), so switching
  // between the two never buys more guesses; an unknown id gets a count of its own all the same.
  const key = accountKeyOf(found?.user.userType === 'User' ? found.user.email : `${firmId}:${input.id}`);
  if (await lockedUntil(db, key)) throw unauthorised(SIGN_IN_FAILED);
  const passwordOk = await verifyPassword(found?.hash, input.password);
  const user = found?.user;
  if (!user || !passwordOk || user.status !== 'Active') {
    await recordFailure(db, key);
    throw unauthorised(SIGN_IN_FAILED);
  }
  await clearFailures(db, key);
  // A password alone must not get round a second factor: people who have one, or whose firm requires
  // one, sign in through the console; machines authenticate with their client secret.
  if (user.userType === 'User' && (await secondFactorNeeded(db, user)) !== 'none')
    throw unauthorised(MFA_NEEDED);
  const token = await tokens.sign({ firmId: user.firmId, userId: user.id });
  return {
    token,
    userName: user.name,
    userType: user.userType,
    scopes: user.scopes,
    services: [] as string[],
  };
}

/** GET /session */
export async function describeSession(db: Database, caller: Caller) {
  const user = await getUser(db, caller, caller.userId);
  return { userId: caller.userId, firmId: caller.firmId, nodeId: caller.nodeId, scopes: caller.scopes, user };
}
