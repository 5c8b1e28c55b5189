import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { assets, cashPostings } from '../../db/schema';
import { cashBalance, holdings, type Holding } from './books';
import { dec, pence, ZERO, type Decimal } from '../money';

/** An account valued at the end of a day: cash, and holdings at the latest price on or before it. */

export interface ValuedHolding extends Holding {
  name: string;
  isin: string;
  instrumentType: string;
  price: Decimal | null;
  priceDate: string | null;
  value: Decimal;
}
export interface Valuation {
  cash: Decimal;
  holdings: ValuedHolding[];
  stockValue: Decimal;
  bookValue: Decimal;
  total: Decimal;
}

async function describe(tx: Tx, assetIds: string[], asOf: string) {
  if (!assetIds.length)
    return new Map<
      string,
      { name: string; isin: string; instrumentType: string; price: string | null; priceDate: string | null }
    >();
  const rows = await tx
    .select({
      id: assets.id,
      name: assets.name,
      isin: assets.isin,
      instrumentType: assets.instrumentType,
      price: sql<
        string | null
      >`(SELECT p.price::text FROM prices p WHERE p.asset_id = ${assets.id} AND p.price_date <= ${asOf} ORDER BY p.price_date DESC LIMIT 1)`,
      priceDate: sql<
        string | null
      >`(SELECT p.price_date::text FROM prices p WHERE p.asset_id = ${assets.id} AND p.price_date <= ${asOf} ORDER BY p.price_date DESC LIMIT 1)`,
    })
    .from(assets)
    .where(inArray(assets.id, assetIds));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function valueAccount(tx: Tx, accountId: string, asOf: string): Promise<Valuation> {
  const cash = await cashBalance(tx, accountId, asOf);
  const held = await holdings(tx, accountId, asOf);
  const info = await describe(
    tx,
    held.map((h) => h.assetId),
    asOf,
  );
  const valued = held.map((h) => {
    const a = info.get(h.assetId)!;
    const price = a.price === null ? null : dec(a.price);
    return {
      ...h,
      name: a.name,
      isin: a.isin,
      instrumentType: a.instrumentType,
      price,
      priceDate: a.priceDate,
      value: price ? pence(h.quantity.times(price)) : ZERO,
    };
  });
  valued.sort((x, y) => y.value.comparedTo(x.value) || x.name.localeCompare(y.name));
  const stockValue = valued.reduce((s, h) => s.plus(h.value), ZERO);
  const bookValue = valued.reduce((s, h) => s.plus(h.bookValue), ZERO);
  return { cash, holdings: valued, stockValue, bookValue, total: cash.plus(stockValue) };
}

/**
 * Posting codes of money moved in or out from outside the account: what growth is measured against (cash
 * product transfers too, decision 0800).
 */
export const CONTRIBUTION_CODES = ['DEPO', 'WDRL', 'TRFI', 'TRFO', 'PTIN', 'PTOU'] as const;

/** Money in and out of the account from outside (pay-ins, withdrawals, moves) after `after`, up to `upTo`. */
export async function contributions(tx: Tx, accountId: string, after: string | null, upTo: string) {
  const rows = await tx
    .select({ amount: cashPostings.amount })
    .from(cashPostings)
    .where(
      and(
        eq(cashPostings.accountId, accountId),
        inArray(cashPostings.transactionCode, [...CONTRIBUTION_CODES]),
        after ? gt(cashPostings.postDate, after) : undefined,
        lte(cashPostings.postDate, upTo),
      ),
    );
  const amounts = rows.map((r) => dec(r.amount));
  return {
    net: amounts.reduce((s, a) => s.plus(a), ZERO),
    inflows: amounts.filter((a) => a.greaterThan(0)).reduce((s, a) => s.plus(a), ZERO),
  };
}
