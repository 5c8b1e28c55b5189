import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { TPrice, TPriceQuery } from '../../../contract/assets';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { assets, prices } from '../db/schema';
import { notFound } from '../errors';
import { priceOut } from '../ledger/money';

/** The latest closing price of an asset on or before `onOrBefore` (today when omitted), as a string. */
export async function priceOn(tx: Tx, assetId: string, onOrBefore?: string) {
  const [row] = await tx
    .select({ price: prices.price, priceDate: prices.priceDate })
    .from(prices)
    .where(and(eq(prices.assetId, assetId), onOrBefore ? lte(prices.priceDate, onOrBefore) : undefined))
    .orderBy(desc(prices.priceDate))
    .limit(1);
  return row;
}

/** GET /price/{firmId}/{assetId}: any master instrument's latest price; the history when dates are given. */
export async function getPrice(
  db: Database,
  _caller: Caller,
  assetId: string,
  q: TPriceQuery,
): Promise<TPrice> {
  const [asset] = await db.select().from(assets).where(eq(assets.id, assetId));
  if (!asset) throw notFound('Instrument');
  const latest = await priceOn(db, assetId);
  const result: TPrice = {
    assetId,
    isin: asset.isin,
    currency: asset.currency,
    price: latest ? priceOut(latest.price) : null,
    priceDate: latest?.priceDate ?? null,
  };
  if (!q.fromDate && !q.toDate) return result;
  const history = await db
    .select({ priceDate: prices.priceDate, price: prices.price })
    .from(prices)
    .where(
      and(
        eq(prices.assetId, assetId),
        q.fromDate ? gte(prices.priceDate, q.fromDate) : undefined,
        q.toDate ? lte(prices.priceDate, q.toDate) : undefined,
      ),
    )
    .orderBy(asc(prices.priceDate));
  return { ...result, history: history.map((h) => ({ priceDate: h.priceDate, price: priceOut(h.price) })) };
}
