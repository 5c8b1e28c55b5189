import type { TAsset } from '../../../contract/assets';
import type { assets } from '../db/schema';
import { priceOut } from '../ledger/money';

export type AssetRow = typeof assets.$inferSelect;

/** A row of the asset queries: the master record, the firm's adoption (if any) and the latest price. */
export interface AssetView {
  asset: AssetRow;
  status: string | null;
  version: number | null;
  price: string | null;
  priceDate: string | null;
}

/** The API's view of an instrument. Prices are in the asset's currency; `convertTo` is GBP-only for now. */
export function presentAsset(view: AssetView, convertTo?: string): TAsset {
  const { asset } = view;
  const details = asset.details as { assetClass?: string; domicile?: string; ocf?: number };
  return {
    id: asset.id,
    name: asset.name,
    longName: asset.longName,
    isin: asset.isin,
    ticker: asset.ticker,
    instrumentType: asset.instrumentType,
    currency: asset.currency,
    assetClass: details.assetClass ?? null,
    assetCountryOfIssue: details.domicile ?? asset.isin.slice(0, 2),
    ocf: details.ocf ?? null,
    currentPrice: view.price === null ? null : priceOut(view.price),
    currentPriceDate: view.priceDate,
    priceCurrency: convertTo ?? asset.currency,
    ...(view.status ? { status: view.status as TAsset['status'] } : {}),
    adopted: view.status !== null,
    ...(view.version !== null ? { version: view.version } : {}),
  };
}
