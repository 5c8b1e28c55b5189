import { and, asc, desc, eq, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  FINAL_TRANSFER_STATUSES,
  TRANSFER_SORT_FIELDS,
  type TTransferListQuery,
} from '../../../contract/transfers';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accounts, clients, masterParties, portfolioTransactions, productTransfers } from '../db/schema';
import { lowerContains } from '../db/like';
import { effectiveConfig } from '../firm/service';
import type { Page } from '../http/route';
import { requestedSort } from '../http/sort';
import { londonToday } from '../ledger/clock';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { ageIs, ageTargets, fromTransfers, presentTransfer, type AgeTargets } from './query';

const t = productTransfers;
const londonDay = (column: typeof t.lastUpdated) => sql`(${column} AT TIME ZONE 'Europe/London')::date`;

/** Every filter of spec §3 "Product transfer", plus Keel's age and open, within the caller's firm and subtree. */
function filters(caller: Caller, q: TTransferListQuery, today: string, targets: AgeTargets) {
  const exact = [
    [q.clientId, accounts.clientId],
    [q.accountId, t.accountId],
    [q.wrapperType, accounts.wrapperType],
    [q.movementType, t.direction],
    [q.transferStatus, t.status],
    [q.actionRequired, t.actionRequired],
    [q.nodeId, accounts.nodeId],
    [q.linkId, portfolioTransactions.linkId],
    [q.processingType, t.processingType],
  ] as const;
  return and(
    eq(t.firmId, caller.firmId),
    inCallerSubtree(caller, accounts.nodeId),
    ...exact.map(([value, column]) => (value === undefined ? undefined : eq(column, value))),
    q.clientName ? lowerContains(clients.name, q.clientName) : undefined,
    q.lastUpdatedFrom ? gte(londonDay(t.lastUpdated), q.lastUpdatedFrom) : undefined,
    q.lastUpdatedTo ? lte(londonDay(t.lastUpdated), q.lastUpdatedTo) : undefined,
    q.age ? ageIs(q.age, today, targets) : undefined,
    q.open ? notInArray(t.status, [...FINAL_TRANSFER_STATUSES]) : undefined,
    q.open === false ? sql`${t.status} IN ('Completed', 'Rejected', 'Cancelled', 'Deleted')` : undefined,
  );
}

function ordering(sort: string | undefined): SQL[] {
  const columns = {
    actionRequired: t.actionRequired,
    // More days is an earlier day: ordered by the day itself (reversed below), which the index can serve.
    daysInStatus: t.statusSince,
    daysSinceRequest: t.requestedDate,
    lastUpdated: t.lastUpdated,
    clientName: sql`lower(${clients.name})`,
    transferStatus: t.status,
    estimatedValue: t.estimatedValue,
  } satisfies Record<(typeof TRANSFER_SORT_FIELDS)[number], unknown>;
  // Default: the transfers waiting on the firm first, then the longest in their status.
  const requested = requestedSort(sort, columns);
  // Spelled as the index transfers_firm_action_since is (DESC NULLS LAST), so the planner can read it in order.
  if (!requested) return [sql`${t.actionRequired} DESC NULLS LAST`, asc(t.statusSince), asc(t.id)];
  const { field } = requested;
  const reversed = field === 'daysInStatus' || field === 'daysSinceRequest';
  const direction = sort!.startsWith('-') !== reversed ? desc : asc;
  // Action required either way keeps the workbench's second key: the longest in its status first.
  if (field === 'actionRequired') return [direction(columns[field]), asc(t.statusSince), asc(t.id)];
  return [direction(columns[field]), direction(t.id)];
}

/** GET /portfoliotransaction/producttransfer/{firmId}: the transfers workbench. */
export async function listTransfers(
  db: Database,
  caller: Caller,
  q: TTransferListQuery,
): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'clientId', kind: 'client', value: q.clientId },
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'nodeId', kind: 'node', value: q.nodeId },
    { field: 'linkId', kind: 'link', value: q.linkId },
  ]);
  const today = londonToday();
  const targets = ageTargets(await effectiveConfig(db, caller.firmId, caller.nodeId));
  const where = filters(caller, q, today, targets);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .innerJoin(portfolioTransactions, eq(portfolioTransactions.id, t.id))
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .innerJoin(masterParties, eq(masterParties.id, t.providerId))
    .where(where);
  const rows = await fromTransfers(db, today, targets)
    .where(where)
    .orderBy(...ordering(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(presentTransfer), count, page: q.page, pageSize: q.pageSize };
}
