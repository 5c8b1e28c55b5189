import { and, eq, or, sql } from 'drizzle-orm';
import type { Caller } from './caller';
import type { TokenVerifier } from './tokens';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { unauthorised } from '../http/errors';
import { verifyPassword } from '../users/passwords';
import { getUser } from '../users/service';

const SIGN_IN_FAILED = 'The firm, user id or password is incorrect';

/** POST /authenticate: `id` is the user's e-mail or platform id. One message for every failure. */
export async function authenticate(
  db: Database,
  tokens: TokenVerifier,
  input: { firmId: string; id: string; password: string },
) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.firmId, input.firmId.toUpperCase()),
        or(eq(users.id, input.id.toUpperCase()), eq(sql`lower(${users.email})`, input.id.toLowerCase())),
      ),
    )
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || user.status !== 'Active') throw unauthorised(SIGN_IN_FAILED);
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
