import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_STATUSES,
  TRANSACTION_SORT_FIELDS,
  type TTransactionExportQuery,
  type TTransactionListQuery,
} from '../../../contract/ledger';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accounts, portfolioTransactions as t } from '../db/schema';
import { fieldError, notFound } from '../http/errors';
import type { Page } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';
import { presentTransaction, selectTransactions } from './presenter';

const SORT_COLUMNS = {
  transactionDate: t.transactionDate,
  createdAt: t.createdAt,
  amount: t.amount,
  status: t.status,
} satisfies Record<(typeof TRANSACTION_SORT_FIELDS)[number], unknown>;

/** Every filter of spec §3 "Portfolio transaction", within the caller's firm and subtree. */
export function filters(caller: Caller, q: TTransactionExportQuery): SQL | undefined {
  const exact = [
    [q.linkId, t.linkId],
    [q.transactionType, t.transactionType],
    [q.transactionSubType, t.transactionSubType],
    [q.method, t.method],
    [q.movementType, t.movementType],
    [q.assetId, t.assetId],
    [q.status, t.status],
    [q.clientId, accounts.clientId],
    [q.nodeId, accounts.nodeId],
  ] as const;
  const ids = [q.orderId, q.paymentId].filter((id): id is string => !!id);
  return and(
    eq(t.firmId, caller.firmId),
    inCallerSubtree(caller, accounts.nodeId),
    ...exact.map(([value, column]) => (value === undefined ? undefined : eq(column, value))),
    q.accountId ? or(eq(t.accountId, q.accountId), eq(t.counterAccountId, q.accountId)) : undefined,
    q.transactionDateFrom ? gte(t.transactionDate, q.transactionDateFrom) : undefined,
    q.transactionDateTo ? lte(t.transactionDate, q.transactionDateTo) : undefined,
    q.incomplete === true ? inArray(t.status, [...OPEN_STATUSES]) : undefined,
    q.incomplete === false ? sql`${t.status} NOT IN ('Pending', 'Waiting', 'Placed', 'Checking')` : undefined,
    q.excludeDeleted ? ne(t.status, 'Deleted') : undefined,
    ...ids.map((id) => eq(t.id, id)),
    q.regularPaymentId ? sql`${t.details}->>'regularPaymentId' = ${q.regularPaymentId}` : undefined,
  );
}

function ordering(sort: string | undefined): SQL[] {
  if (!sort) return [desc(t.createdAt), desc(t.id)];
  const field = sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  if (!(field in SORT_COLUMNS))
    throw fieldError('sort', `Must be one of: ${TRANSACTION_SORT_FIELDS.join(', ')}`);
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(SORT_COLUMNS[field]), direction(t.createdAt), direction(t.id)];
}

/** GET /portfoliotransaction/{firmId}: newest first unless sorted. */
export async function listTransactions(
  db: Database,
  caller: Caller,
  q: TTransactionListQuery,
): Promise<Page<unknown>> {
  const where = filters(caller, q);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(where);
  const rows = await selectTransactions(db)
    .where(where)
    .orderBy(...ordering(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(presentTransaction), count, page: q.page, pageSize: q.pageSize };
}

/** GET /portfoliotransaction/{firmId}/{orderId}. */
export async function getTransaction(db: Database, caller: Caller, id: string) {
  const [view] = await selectTransactions(db).where(
    and(eq(t.firmId, caller.firmId), eq(t.id, id), inCallerSubtree(caller, accounts.nodeId)),
  );
  if (!view) throw notFound('Transaction');
  return presentTransaction(view);
}
