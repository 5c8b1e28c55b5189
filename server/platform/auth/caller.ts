import { and, eq } from 'drizzle-orm';
import type { TScope } from '../../../contract/permissions';
import type { Database } from '../db/connection';
import { nodes, users } from '../db/schema';

/** Who is calling: resolved from the verified token and the user's current record on every request. */
export interface Caller {
  userId: string;
  firmId: string;
  nodeId: string;
  /** The caller's node path ("0/A1B2C3D"): they see that node and everything under it. */
  nodePath: string;
  userName: string;
  userType: 'User' | 'Machine';
  scopes: TScope[];
}

/** Loads the caller's current permissions, so a change by an admin applies to the next request. */
export async function loadCaller(db: Database, firmId: string, userId: string): Promise<Caller | undefined> {
  const [row] = await db
    .select({ user: users, nodePath: nodes.path })
    .from(users)
    .innerJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .where(and(eq(users.id, userId), eq(users.firmId, firmId), eq(users.status, 'Active')))
    .limit(1);
  if (!row) return undefined;
  return {
    userId: row.user.id,
    firmId: row.user.firmId,
    nodeId: row.user.nodeId,
    nodePath: row.nodePath,
    userName: row.user.name,
    userType: row.user.userType,
    scopes: row.user.scopes,
  };
}
