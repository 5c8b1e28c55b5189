import { and, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_STATUSES,
  TRANSACTION_SORT_FIELDS,
  type TTransactionExportQuery,
  type TTransactionListQuery,
} from '../../../../contract/ledger';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { accounts, portfolioTransactions as t } from '../../db/schema';
import { notFound } from '../../errors';
import { requestedSort } from '../../http/sort';
import type { Page } from '../../http/route';
import { inCallerSubtree, ROOT_NODE_ID } from '../../nodes/subtree';
import { requireFieldsInReach } from '../../security/reach';
import { afterCursor, cursorSort, encodeCursor } from './list-cursor';
import { countMatches } from '../../db/count-matches';
import { presentTransaction, selectTransactions } from '../records/presenter';

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
    // An asset's transactions: those naming it, and those that moved it without naming one asset (an
    // in-specie transfer brings several: its stock postings say which).
    q.assetId
      ? or(
          eq(t.assetId, q.assetId),
          sql`EXISTS (SELECT 1 FROM stock_postings s WHERE s.transaction_id = ${t.id} AND s.asset_id = ${q.assetId})`,
        )
      : undefined,
    q.transactionDateFrom ? gte(t.transactionDate, q.transactionDateFrom) : undefined,
    q.transactionDateTo ? lte(t.transactionDate, q.transactionDateTo) : undefined,
    q.incomplete === true ? inArray(t.status, [...OPEN_STATUSES]) : undefined,
    q.incomplete === false ? sql`${t.status} NOT IN ('Pending', 'Waiting', 'Placed', 'Checking')` : undefined,
    q.excludeDeleted ? ne(t.status, 'Deleted') : undefined,
    ...ids.map((id) => eq(t.id, id)),
    q.regularPaymentId ? sql`${t.details}->>'regularPaymentId' = ${q.regularPaymentId}` : undefined,
  );
}

/** Filters naming a record must name one in the caller's reach: 400 otherwise, as for one that does not exist. */
export const checkFilterIds = (db: Database, caller: Caller, q: TTransactionExportQuery) =>
  requireFieldsInReach(db, caller, 'query', [
    { field: 'linkId', kind: 'link', value: q.linkId },
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'assetId', kind: 'asset', value: q.assetId },
    { field: 'nodeId', kind: 'node', value: q.nodeId },
    { field: 'orderId', kind: 'transaction', value: q.orderId },
    { field: 'paymentId', kind: 'transaction', value: q.paymentId },
    { field: 'clientId', kind: 'client', value: q.clientId },
    { field: 'regularPaymentId', kind: 'regularPayment', value: q.regularPaymentId },
  ]);

function ordering(sort: string | undefined): SQL[] {
  const requested = requestedSort(sort, SORT_COLUMNS);
  if (!requested) return [desc(t.createdAt), desc(t.id)];
  const { field, direction } = requested;
  return [direction(SORT_COLUMNS[field]), direction(t.createdAt), direction(t.id)];
}

/**
 * Whether the filters read the transaction's account: below the firm's root node (the caller's subtree), or
 * a client or node filter. Otherwise the count reads the transactions alone: every one has an account of its
 * firm, so joining them changes nothing but the cost (most of a firm-wide first page at 2,000,000 rows).
 */
const readsAccounts = (caller: Caller, q: TTransactionListQuery) =>
  caller.nodeId !== ROOT_NODE_ID || q.clientId !== undefined || q.nodeId !== undefined;

/**
 * GET /portfoliotransaction/{firmId}: newest first unless sorted. `count` is exact up to
 * EXACT_COUNT_LIMIT and an estimate past it (`totalIsEstimate`, `exactCount=true` for the real one);
 * `nextCursor` (date sorts) starts the next page by keyset, `after` reads from one (decision 0411).
 */
export async function listTransactions(
  db: Database,
  caller: Caller,
  q: TTransactionListQuery,
): Promise<Page<unknown>> {
  await checkFilterIds(db, caller, q);
  const where = filters(caller, q);
  const keyset = q.after ? await afterCursor(db, caller, q.sort, q.after) : undefined;
  const matches = () => {
    const one = db.select({ one: sql`1` }).from(t);
    return (readsAccounts(caller, q) ? one.innerJoin(accounts, eq(accounts.id, t.accountId)) : one)
      .where(where)
      .$dynamic();
  };
  const [{ count, estimated }, rows] = await Promise.all([
    countMatches(db, 'portfolio_transactions', matches, { exact: q.exactCount }),
    selectTransactions(db)
      .where(and(where, keyset))
      .orderBy(...ordering(q.sort))
      // One row more than the page tells whether there is a next page to point a cursor at.
      .limit(q.pageSize + 1)
      .offset(keyset ? 0 : (q.page - 1) * q.pageSize),
  ]);
  const page = rows.slice(0, q.pageSize);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > q.pageSize && cursorSort(q.sort)
      ? encodeCursor(q.sort, {
          transactionDate: last.row.transactionDate,
          createdKey: last.createdKey,
          id: last.row.id,
        })
      : undefined;
  return {
    items: page.map(presentTransaction),
    count,
    page: q.page,
    pageSize: q.pageSize,
    // Only when they say something, so a small list's meta stays the upstream {count, page, pageSize}.
    meta: { ...(estimated ? { totalIsEstimate: true } : {}), ...(nextCursor ? { nextCursor } : {}) },
  };
}

/** GET /portfoliotransaction/{firmId}/{orderId}. */
export async function getTransaction(db: Database, caller: Caller, id: string) {
  const [view] = await selectTransactions(db).where(
    and(eq(t.firmId, caller.firmId), eq(t.id, id), inCallerSubtree(caller, accounts.nodeId)),
  );
  if (!view) throw notFound('Transaction');
  return presentTransaction(view);
}
