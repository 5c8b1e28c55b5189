import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { USER_SORT_FIELDS, type TUserListQuery } from '../../../contract/users';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { lowerContains } from '../db/like';
import { sortedBy } from '../http/sort';
import type { Page } from '../http/route';
import { inCallerSubtree, inNodeSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { presentUser } from './presenter';
import { userReads } from './reads';

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  status: users.status,
  userType: users.userType,
  createdAt: users.createdAt,
} satisfies Record<(typeof USER_SORT_FIELDS)[number], unknown>;

function filters(caller: Caller, q: TUserListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(users.firmId, caller.firmId), inCallerSubtree(caller, users.nodeId)];
  if (q.idOrName) {
    const term = q.idOrName.trim();
    where.push(
      or(eq(users.id, term.toUpperCase()), lowerContains(users.name, term), lowerContains(users.email, term)),
    );
  }
  if (q.name) where.push(lowerContains(users.name, q.name));
  if (q.email) where.push(lowerContains(users.email, q.email));
  // `nodeId` filters to that node and everything under it, as a node's users are its subtree's.
  if (q.nodeId) where.push(inNodeSubtree(caller.firmId, q.nodeId, users.nodeId));
  if (q.status) where.push(eq(users.status, q.status));
  if (q.userType) where.push(eq(users.userType, q.userType));
  if (q.scope) where.push(sql`${users.scopes} @> ${JSON.stringify([{ scope: q.scope }])}::jsonb`);
  return and(...where);
}

/** GET /user/{firmId}: the caller's subtree, filtered, sorted and paged; `count` is every match. */
export async function listUsers(db: Database, caller: Caller, q: TUserListQuery): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [{ field: 'nodeId', kind: 'node', value: q.nodeId }]);
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
