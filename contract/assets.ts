import { z } from 'zod';
import { ZPaging } from './paging';
import { ZDateRangeQuery, ZFirmId, ZId, ZQueryFlag } from './validation';

/** Instruments: the platform's master list, the ones a firm adopts, and their prices (spec §3 Asset). */

export const INSTRUMENT_TYPES = ['Fund', 'ETF', 'Equity', 'Investment Trust', 'Bond'] as const;
/** A firm may suspend dealing in an instrument it adopted; holdings stay and can be sold. */
export const FIRM_ASSET_STATUSES = ['Active', 'Suspended'] as const;
/** Currencies `convertTo` can express a price in. Keel holds no FX rates yet, so only sterling. */
export const CONVERTIBLE_CURRENCIES = ['GBP'] as const;

const currency = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code, like GBP'));

export const ZConvertTo = currency.refine(
  (c) => (CONVERTIBLE_CURRENCIES as readonly string[]).includes(c),
  'Prices can be converted only to GBP; Keel holds no exchange rates yet',
);
export const ZConvertQuery = z.object({ convertTo: ZConvertTo.optional() });
export type TConvertQuery = z.output<typeof ZConvertQuery>;

const upper = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.trim().toUpperCase());

const instrumentFilters = {
  isin: upper(12).optional(),
  instrumentType: z.enum(INSTRUMENT_TYPES).optional(),
  currency: currency.optional(),
  ticker: upper(12).optional(),
  /** Keel: id, ISIN or ticker exactly, or part of the name. */
  idOrName: z.string().max(200).optional(),
};
export const ASSET_SORT_FIELDS = ['name', 'isin', 'ticker', 'instrumentType'] as const;

/** GET /asset/{firmId}: every filter of spec §7. */
export const ZAssetListQuery = ZPaging.extend({
  ...instrumentFilters,
  longName: z.string().max(200).optional(),
  convertTo: ZConvertTo.optional(),
  status: z.enum(FIRM_ASSET_STATUSES).optional(),
});
export type TAssetListQuery = z.output<typeof ZAssetListQuery>;

/**
 * GET /masterinstrument/{firmId}: the spec's filters, plus Keel's idOrName, convertTo and `adopted`
 * (`false`: only the instruments the firm could still adopt; docs/decisions/0406).
 */
export const ZMasterInstrumentListQuery = ZPaging.extend({
  ...instrumentFilters,
  convertTo: ZConvertTo.optional(),
  adopted: ZQueryFlag.optional(),
});
export type TMasterInstrumentListQuery = z.output<typeof ZMasterInstrumentListQuery>;

/** POST /asset: adopt a master instrument into the firm. */
export const ZCreateAsset = z.strictObject({ firmId: ZFirmId, assetId: ZId });
export type TCreateAsset = z.output<typeof ZCreateAsset>;

/** PUT /asset/{firmId}/{assetId}: the firm's settings for an instrument it adopted. */
export const ZUpdateAsset = z.strictObject({
  status: z.enum(FIRM_ASSET_STATUSES),
  reason: z.string().trim().max(500).optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateAsset = z.output<typeof ZUpdateAsset>;

/** An instrument as the API returns it; prices in `priceCurrency` (the asset's own, or `convertTo`). */
export const ZAsset = z.object({
  id: z.string(),
  name: z.string(),
  longName: z.string().nullable(),
  isin: z.string(),
  ticker: z.string().nullable(),
  instrumentType: z.string(),
  currency: z.string(),
  assetClass: z.string().nullable(),
  assetCountryOfIssue: z.string().nullable(),
  ocf: z.number().nullable(),
  currentPrice: z.number().nullable(),
  currentPriceDate: z.string().nullable(),
  priceCurrency: z.string(),
  /** On the firm's list: its dealing status there; on the master list: whether the firm adopted it. */
  status: z.enum(FIRM_ASSET_STATUSES).optional(),
  adopted: z.boolean(),
  version: z.number().int().optional(),
});
export type TAsset = z.infer<typeof ZAsset>;

/** GET /price/{firmId}/{assetId}: the latest price, and the history between two dates when asked. */
export const ZPriceQuery = ZDateRangeQuery;
export type TPriceQuery = z.output<typeof ZPriceQuery>;

export const ZPricePoint = z.object({ priceDate: z.string(), price: z.number() });
export const ZPrice = z.object({
  assetId: z.string(),
  isin: z.string(),
  currency: z.string(),
  price: z.number().nullable(),
  priceDate: z.string().nullable(),
  /** Oldest first; present when fromDate or toDate is given. */
  history: z.array(ZPricePoint).optional(),
});
export type TPrice = z.infer<typeof ZPrice>;
