import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { USER_SORT_FIELDS, type TUserListQuery } from '../../../contract/users';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { nodes, users } from '../db/schema';
import { containing } from '../clients/list';
import { sortedBy } from '../http/sort';
import type { Page } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';
import { presentUser } from './presenter';
import { userReads } from './reads';

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  status: users.status,
  userType: users.userType,
  createdAt: users.createdAt,
} satisfies Record<(typeof USER_SORT_FIELDS)[number], unknown>;

/** `nodeId` filters to that node and everything under it, as a node's users are its subtree's. */
const underNode = (firmId: string, nodeId: string) =>
  sql`${users.nodeId} IN (SELECT ${nodes.id} FROM ${nodes} WHERE ${nodes.firmId} = ${firmId}
    AND (${nodes.id} = ${nodeId} OR ${nodes.path} LIKE ${`%/${nodeId}/%`} OR ${nodes.path} LIKE ${`%/${nodeId}`}
      OR ${nodes.path} LIKE ${`${nodeId}/%`}))`;

function filters(caller: Caller, q: TUserListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(users.firmId, caller.firmId), inCallerSubtree(caller, users.nodeId)];
  if (q.idOrName) {
    const term = q.idOrName.trim();
    where.push(
      or(
        eq(users.id, term.toUpperCase()),
        sql`lower(${users.name}) LIKE ${containing(term)}`,
        sql`lower(${users.email}) LIKE ${containing(term)}`,
      ),
    );
  }
  if (q.name) where.push(sql`lower(${users.name}) LIKE ${containing(q.name)}`);
  if (q.email) where.push(sql`lower(${users.email}) LIKE ${containing(q.email)}`);
  if (q.nodeId) where.push(underNode(caller.firmId, q.nodeId));
  if (q.status) where.push(eq(users.status, q.status));
  if (q.userType) where.push(eq(users.userType, q.userType));
  if (q.scope) where.push(sql`${users.scopes} @> ${JSON.stringify([{ scope: q.scope }])}::jsonb`);
  return and(...where);
}

/** GET /user/{firmId}: the caller's subtree, filtered, sorted and paged; `count` is every match. */
export async function listUsers(db: Database, caller: Caller, q: TUserListQuery): Promise<Page<unknown>> {
  const where = filters(caller, q);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await userReads(db)
    .where(where)
    .orderBy(...sortedBy(q.sort, SORT_COLUMNS, 'name', users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map(({ user, ...extras }) => presentUser(user, extras)),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}
