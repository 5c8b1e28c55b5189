import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_SORT_FIELDS, type TAccountListQuery } from '../../../contract/accounts';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accounts, clients, nodes } from '../db/schema';
import { sortedBy } from '../http/sort';
import type { Page } from '../http/route';
import { lowerContains } from '../db/like';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { presentAccount } from './presenter';

const SORT_COLUMNS = {
  name: sql`lower(${accounts.name})`,
  id: accounts.id,
  status: accounts.status,
  wrapperType: accounts.wrapperType,
  createdAt: accounts.createdAt,
} satisfies Record<(typeof ACCOUNT_SORT_FIELDS)[number], unknown>;

export function filters(caller: Caller, q: TAccountListQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(accounts.firmId, caller.firmId),
    inCallerSubtree(caller, accounts.nodeId),
  ];
  if (q.id) where.push(eq(accounts.id, q.id));
  if (q.name) where.push(or(lowerContains(accounts.name, q.name), eq(accounts.id, q.name.toUpperCase())));
  if (q.clientId) where.push(eq(accounts.clientId, q.clientId));
  if (q.status) where.push(eq(accounts.status, q.status));
  if (q.wrapperType) where.push(eq(accounts.wrapperType, q.wrapperType));
  if (q.accountType) where.push(eq(accounts.accountType, q.accountType));
  if (q.nodeId) where.push(eq(accounts.nodeId, q.nodeId));
  return where.filter((w): w is SQL => !!w);
}

/** GET /account/list/{firmId}: the caller's subtree, filtered, sorted and paged. */
export async function listAccounts(
  db: Database,
  caller: Caller,
  q: TAccountListQuery,
): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'id', kind: 'account', value: q.id },
    { field: 'clientId', kind: 'client', value: q.clientId },
    { field: 'nodeId', kind: 'node', value: q.nodeId },
  ]);
  const where = and(...filters(caller, q));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(where);
  const rows = await db
    .select({ account: accounts, nodeName: nodes.name, clientName: clients.name })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .leftJoin(nodes, and(eq(nodes.firmId, accounts.firmId), eq(nodes.id, accounts.nodeId)))
    .where(where)
    .orderBy(...sortedBy(q.sort, SORT_COLUMNS, 'name', accounts.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => presentAccount(r.account, r)),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}
