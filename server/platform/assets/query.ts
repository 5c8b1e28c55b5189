import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ASSET_SORT_FIELDS,
  type TAssetListQuery,
  type TMasterInstrumentListQuery,
} from '../../../contract/assets';
import type { Tx } from '../db/connection';
import { assets, firmAssets, prices } from '../db/schema';
import { sortedBy } from '../http/sort';
import { lowerContains } from '../db/like';
import type { AssetView } from './presenter';

/** The latest price of the asset in the outer query, and its date. */
const latestPrice = sql<
  string | null
>`(SELECT p.price::text FROM ${prices} p WHERE p.asset_id = ${assets.id} ORDER BY p.price_date DESC LIMIT 1)`;
const latestPriceDate = sql<
  string | null
>`(SELECT p.price_date::text FROM ${prices} p WHERE p.asset_id = ${assets.id} ORDER BY p.price_date DESC LIMIT 1)`;

const adoptedBy = (firmId: string) => and(eq(firmAssets.assetId, assets.id), eq(firmAssets.firmId, firmId));

/** Instruments with the firm's adoption and their latest price; `adoptedOnly` for the firm's own list. */
export function selectAssets(tx: Tx, firmId: string, adoptedOnly: boolean) {
  const base = tx
    .select({
      asset: assets,
      status: firmAssets.status,
      version: firmAssets.version,
      price: latestPrice,
      priceDate: latestPriceDate,
    })
    .from(assets);
  return adoptedOnly
    ? base.innerJoin(firmAssets, adoptedBy(firmId))
    : base.leftJoin(firmAssets, adoptedBy(firmId));
}

/** Joined as `selectAssets` joins, so that filters on the firm's adoption count what they list. */
export async function countAssets(tx: Tx, firmId: string, adoptedOnly: boolean, where: SQL | undefined) {
  const base = tx.select({ count: sql<number>`count(*)::int` }).from(assets);
  const joined = adoptedOnly
    ? base.innerJoin(firmAssets, adoptedBy(firmId))
    : base.leftJoin(firmAssets, adoptedBy(firmId));
  const [{ count }] = await joined.where(where);
  return count;
}

type Filters = Partial<
  Pick<
    TAssetListQuery,
    'isin' | 'instrumentType' | 'currency' | 'ticker' | 'idOrName' | 'longName' | 'status'
  > &
    Pick<TMasterInstrumentListQuery, 'adopted'>
>;

export function assetFilters(q: Filters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.isin) where.push(eq(assets.isin, q.isin));
  if (q.instrumentType) where.push(eq(assets.instrumentType, q.instrumentType));
  if (q.currency) where.push(eq(assets.currency, q.currency));
  if (q.ticker) where.push(eq(assets.ticker, q.ticker));
  if (q.longName) where.push(lowerContains(assets.longName, q.longName));
  if (q.status) where.push(eq(firmAssets.status, q.status));
  if (q.adopted !== undefined)
    where.push(q.adopted ? isNotNull(firmAssets.assetId) : isNull(firmAssets.assetId));
  if (q.idOrName) {
    const term = q.idOrName.trim();
    const code = term.toUpperCase();
    where.push(
      or(
        eq(assets.id, code),
        eq(assets.isin, code),
        eq(assets.ticker, code),
        lowerContains(assets.name, term),
        lowerContains(sql`coalesce(${assets.longName}, '')`, term),
      ),
    );
  }
  return and(...where);
}

const SORT_COLUMNS = {
  name: sql`lower(${assets.name})`,
  isin: assets.isin,
  ticker: assets.ticker,
  instrumentType: assets.instrumentType,
} satisfies Record<(typeof ASSET_SORT_FIELDS)[number], unknown>;

export const assetOrdering = (sort: string | undefined) => sortedBy(sort, SORT_COLUMNS, 'name', assets.id);

export type { AssetView };
