import { and, eq, sql } from 'drizzle-orm';
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

/** What a caller is made of: the user's row and their node's path (also read by background work). */
export const CALLER_COLUMNS = {
  userId: users.id,
  firmId: users.firmId,
  nodeId: users.nodeId,
  userName: users.name,
  userType: users.userType,
  scopes: users.scopes,
  nodePath: nodes.path,
};

/**
 * The caller's row and node path, as a statement prepared once per database (decision 0106): it runs on
 * every request, and building and planning it each time cost about as much as running it.
 */
function callerStatement(db: Database) {
  return db
    .select(CALLER_COLUMNS)
    .from(users)
    .innerJoin(nodes, and(eq(nodes.firmId, users.firmId), eq(nodes.id, users.nodeId)))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.firmId, sql.placeholder('firmId')),
        eq(users.status, 'Active'),
      ),
    )
    .limit(1)
    .prepare('keel_caller');
}

const statements = new WeakMap<Database, ReturnType<typeof callerStatement>>();

/** Loads the caller's current permissions, so a change by an admin applies to the next request. */
export async function loadCaller(db: Database, firmId: string, userId: string): Promise<Caller | undefined> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = callerStatement(db)));
  const [row] = await statement.execute({ userId, firmId });
  return row;
}
