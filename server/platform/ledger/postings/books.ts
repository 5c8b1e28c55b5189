import { and, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../contract/ledger';
import type { Tx } from '../../db/connection';
import { cashPostings, portfolioTransactions, stockPostings } from '../../db/schema';
import { dec, type Decimal } from '../money';

/**
 * Balances derived from postings: the ledger's source of truth. Reservations are the cash and units that
 * open transactions hold back, so what is "available" can never be promised twice.
 */

const sumOf = (column: SQL | typeof cashPostings.amount) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Settled cash of an account (on or before `asOf` when given). */
export async function cashBalance(tx: Tx, accountId: string, asOf?: string): Promise<Decimal> {
  const [row] = await tx
    .select({ total: sumOf(cashPostings.amount) })
    .from(cashPostings)
    .where(and(eq(cashPostings.accountId, accountId), asOf ? lte(cashPostings.postDate, asOf) : undefined));
  return dec(row.total);
}

const openOn = (accountId: string, exceptId?: string) =>
  and(
    eq(portfolioTransactions.accountId, accountId),
    inArray(portfolioTransactions.status, [...OPEN_STATUSES]),
    exceptId ? ne(portfolioTransactions.id, exceptId) : undefined,
  );

/** Cash held back by open withdrawals, fees, buys and outgoing movements (all but `exceptId`). */
export async function reservedCash(tx: Tx, accountId: string, exceptId?: string): Promise<Decimal> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${portfolioTransactions.reservedCash}), 0)::text` })
    .from(portfolioTransactions)
    .where(openOn(accountId, exceptId));
  return dec(row.total);
}

/** Settled cash less reservations: what a new withdrawal, fee, buy or movement may use. */
export async function availableCash(tx: Tx, accountId: string, exceptId?: string): Promise<Decimal> {
  return (await cashBalance(tx, accountId)).minus(await reservedCash(tx, accountId, exceptId));
}

export interface Holding {
  assetId: string;
  quantity: Decimal;
  bookValue: Decimal;
}

/** Units and book cost of every asset the account holds (on or before `asOf`), largest first by units. */
export async function holdings(tx: Tx, accountId: string, asOf?: string): Promise<Holding[]> {
  const rows = await tx
    .select({
      assetId: stockPostings.assetId,
      quantity: sql<string>`sum(${stockPostings.quantity})::text`,
      bookValue: sql<string>`sum(${stockPostings.bookValue})::text`,
    })
    .from(stockPostings)
    .where(and(eq(stockPostings.accountId, accountId), asOf ? lte(stockPostings.postDate, asOf) : undefined))
    .groupBy(stockPostings.assetId)
    .having(sql`sum(${stockPostings.quantity}) <> 0`);
  return rows.map((r) => ({ assetId: r.assetId, quantity: dec(r.quantity), bookValue: dec(r.bookValue) }));
}

export async function holding(tx: Tx, accountId: string, assetId: string): Promise<Holding> {
  const [row] = await tx
    .select({
      quantity: sql<string>`coalesce(sum(${stockPostings.quantity}), 0)::text`,
      bookValue: sql<string>`coalesce(sum(${stockPostings.bookValue}), 0)::text`,
    })
    .from(stockPostings)
    .where(and(eq(stockPostings.accountId, accountId), eq(stockPostings.assetId, assetId)));
  return { assetId, quantity: dec(row.quantity), bookValue: dec(row.bookValue) };
}

/** Units of an asset held back by open sells on the account (all but `exceptId`). */
export async function reservedUnits(tx: Tx, accountId: string, assetId: string, exceptId?: string) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${portfolioTransactions.reservedQuantity}), 0)::text` })
    .from(portfolioTransactions)
    .where(and(openOn(accountId, exceptId), eq(portfolioTransactions.assetId, assetId)));
  return dec(row.total);
}

/** Whether the account has any posting at all (an account that never held anything may be deleted). */
export async function hasPostings(tx: Tx, accountId: string): Promise<boolean> {
  const [cash] = await tx
    .select({ id: cashPostings.id })
    .from(cashPostings)
    .where(eq(cashPostings.accountId, accountId))
    .limit(1);
  const [stock] = await tx
    .select({ id: stockPostings.id })
    .from(stockPostings)
    .where(eq(stockPostings.accountId, accountId))
    .limit(1);
  return !!cash || !!stock;
}
