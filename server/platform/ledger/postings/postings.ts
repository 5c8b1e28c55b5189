import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TCashPostingQuery, TStockPostingQuery } from '../../../../contract/postings';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { accounts, assets, cashPostings, stockPostings } from '../../db/schema';
import type { Page } from '../../http/route';
import { inCallerSubtree } from '../../nodes/subtree';
import { requireFieldsInReach } from '../../security/reach';
import { moneyOrNull, moneyOut, quantityOut } from '../money';

/**
 * GET /posting/cash/{firmId} and /posting/stock/{firmId}: postings on clients' accounts in the caller's
 * subtree, newest first. The firm's contra books (bank, market, fees) are not listed here.
 */

type PostingTable = typeof cashPostings | typeof stockPostings;

function filters(
  caller: Caller,
  p: PostingTable,
  q: TCashPostingQuery & { assetId?: string },
): SQL | undefined {
  return and(
    eq(p.firmId, caller.firmId),
    eq(p.book, 'Client'),
    inCallerSubtree(caller, accounts.nodeId),
    q.postDateFrom ? gte(p.postDate, q.postDateFrom) : undefined,
    q.postDateTo ? lte(p.postDate, q.postDateTo) : undefined,
    q.nodeId ? eq(accounts.nodeId, q.nodeId) : undefined,
    q.transactionCode ? eq(p.transactionCode, q.transactionCode) : undefined,
    q.accountId ? eq(p.accountId, q.accountId) : undefined,
    q.transactionId ? eq(p.transactionId, q.transactionId) : undefined,
    q.assetId && 'assetId' in p ? eq(p.assetId, q.assetId) : undefined,
  );
}

/** Filters naming a record must name one in the caller's reach: 400 otherwise, as for one that does not exist. */
const checkFilterIds = (db: Database, caller: Caller, q: TCashPostingQuery & { assetId?: string }) =>
  requireFieldsInReach(db, caller, 'query', [
    { field: 'nodeId', kind: 'node', value: q.nodeId },
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'transactionId', kind: 'transaction', value: q.transactionId },
    { field: 'assetId', kind: 'asset', value: q.assetId },
  ]);

async function count(db: Database, p: PostingTable, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(p)
    .innerJoin(accounts, eq(accounts.id, p.accountId))
    .where(where);
  return row.count;
}

const common = (r: {
  posting: typeof cashPostings.$inferSelect | typeof stockPostings.$inferSelect;
  accountName: string;
  nodeId: string;
}) => ({
  id: String(r.posting.id),
  transactionId: r.posting.transactionId,
  accountId: r.posting.accountId!,
  accountName: r.accountName,
  nodeId: r.nodeId,
  transactionCode: r.posting.transactionCode as 'DEPO',
  narrative: r.posting.narrative,
  postDate: r.posting.postDate,
  valueDate: r.posting.valueDate,
});

export async function listCashPostings(
  db: Database,
  caller: Caller,
  q: TCashPostingQuery,
): Promise<Page<unknown>> {
  await checkFilterIds(db, caller, q);
  const where = filters(caller, cashPostings, q);
  const rows = await db
    .select({ posting: cashPostings, accountName: accounts.name, nodeId: accounts.nodeId })
    .from(cashPostings)
    .innerJoin(accounts, eq(accounts.id, cashPostings.accountId))
    .where(where)
    .orderBy(desc(cashPostings.postDate), desc(cashPostings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const items = rows.map((r) => ({
    ...common(r),
    currency: r.posting.currency,
    amount: moneyOut(r.posting.amount),
  }));
  return { items, count: await count(db, cashPostings, where), page: q.page, pageSize: q.pageSize };
}

export async function listStockPostings(
  db: Database,
  caller: Caller,
  q: TStockPostingQuery,
): Promise<Page<unknown>> {
  await checkFilterIds(db, caller, q);
  const where = filters(caller, stockPostings, q);
  const rows = await db
    .select({
      posting: stockPostings,
      accountName: accounts.name,
      nodeId: accounts.nodeId,
      assetName: assets.name,
      isin: assets.isin,
    })
    .from(stockPostings)
    .innerJoin(accounts, eq(accounts.id, stockPostings.accountId))
    .innerJoin(assets, eq(assets.id, stockPostings.assetId))
    .where(where)
    .orderBy(desc(stockPostings.postDate), desc(stockPostings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const items = rows.map((r) => ({
    ...common(r),
    assetId: r.posting.assetId,
    assetName: r.assetName,
    isin: r.isin,
    quantity: quantityOut(r.posting.quantity),
    value: moneyOut(r.posting.value),
    bookValue: moneyOut(r.posting.bookValue),
    profitLoss: moneyOrNull(r.posting.profitLoss),
  }));
  return { items, count: await count(db, stockPostings, where), page: q.page, pageSize: q.pageSize };
}
