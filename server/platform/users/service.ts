import { and, eq } from 'drizzle-orm';
import { hasPermission } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { inCallerSubtree } from '../nodes/subtree';
import { presentUser } from './presenter';

/** A user of the caller's firm and subtree. Anyone may read themself; others need User read. */
export async function getUser(db: Database, caller: Caller, userId: string) {
  if (userId !== caller.userId && !hasPermission(caller.scopes, 'User', 'read')) throw forbidden();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.firmId, caller.firmId), eq(users.id, userId), inCallerSubtree(caller, users.nodeId)));
  if (!row) throw notFound('User');
  return presentUser(row);
}
