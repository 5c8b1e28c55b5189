import { z } from 'zod';
import { ZMoney } from './ledger';

/**
 * Rebalancing one account to its model (issue 17 item 4, decision 0705): a preview of the sells and buys
 * that bring the account back to its model's target weights at the latest prices, and a confirm that
 * places them as one portfolio transaction group. Weights are percentages (60 means 60 %) to two
 * decimals at the edge; money in pounds to the penny; units to six decimals.
 */

/** A trade worth less than this is dropped when the firm has not set `rebalanceMinimumTrade`. */
export const DEFAULT_REBALANCE_MINIMUM_TRADE = 50;
/** The cash kept back, as a percentage of the account's value, when the firm has not said. */
export const DEFAULT_REBALANCE_CASH_BUFFER_PERCENT = 0;

/** Why a weight is still outside the model's tolerance after the proposed trades. */
export const REBALANCE_REASONS = [
  'minimumTrade',
  'cashBuffer',
  'taxBudget',
  'priceMissing',
  'dealingCharges',
] as const;
export type TRebalanceReason = (typeof REBALANCE_REASONS)[number];

const ZPercentOption = z
  .number()
  .min(0)
  .max(50, 'Must be at most 50')
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'Must have at most 2 decimal places');

/** POST /account/rebalance/preview/{firmId}/{accountId}. */
export const ZRebalanceOptions = z.strictObject({
  /** Keep the realised gains of the proposed sales within `gainsBudget` (GIA accounts). */
  taxAware: z.boolean().default(false),
  /** Pounds of net gain the sales may realise; default the client's annual exempt amount left. */
  gainsBudget: z.number().min(0).max(1_000_000_000).optional(),
  /** Percentage of the account's value to keep in cash; default the firm's setting. */
  cashBufferPercent: ZPercentOption.optional(),
});
export type TRebalanceOptions = z.output<typeof ZRebalanceOptions>;

/** POST /account/rebalance/{firmId}/{accountId}: the preview's options and the planFingerprint it answered. */
export const ZRebalanceConfirm = ZRebalanceOptions.extend({
  /** The preview's planFingerprint: confirm places exactly what was reviewed, or answers 409. */
  planFingerprint: z.string().min(1).max(64),
});
export type TRebalanceConfirm = z.output<typeof ZRebalanceConfirm>;

export const ZRebalanceTrade = z.object({
  side: z.enum(['Sell', 'Buy']),
  assetId: z.string(),
  assetName: z.string(),
  /** A sell's units (a buy is ordered by amount). */
  quantity: z.number().nullable(),
  /** True when the sale is the whole holding. */
  sellAll: z.boolean(),
  /** A buy's ordered amount (charges included); a sell's estimated value at the latest price. */
  amount: z.number(),
  /** Estimated dealing charges on the trade. */
  charges: z.number(),
  /** GIA sales: the estimated gain (negative: a loss) against the client's section 104 pool. */
  estimatedGain: z.number().nullable(),
});
export type TRebalanceTrade = z.output<typeof ZRebalanceTrade>;

export const ZRebalanceWeight = z.object({
  /** The asset, or null for cash. */
  assetId: z.string().nullable(),
  assetName: z.string(),
  targetWeight: z.number(),
  weightBefore: z.number(),
  weightAfter: z.number(),
  /** weightAfter less targetWeight. */
  driftAfter: z.number(),
  withinTolerance: z.boolean(),
  /** Why the weight is still outside the tolerance; null when it is within. */
  reason: z.enum(REBALANCE_REASONS).nullable(),
});

export const ZRebalanceLeftUndone = z.object({
  assetId: z.string(),
  side: z.enum(['Sell', 'Buy']),
  /** The value that was wanted and not traded. */
  amount: z.number(),
  reason: z.enum(REBALANCE_REASONS),
});

export const ZRebalancePreview = z.object({
  accountId: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  /** Identifies the proposed trades; confirm with it. */
  planFingerprint: z.string(),
  tolerance: z.number(),
  valueBefore: z.number(),
  cashBefore: z.number(),
  cashAfter: z.number(),
  cashBuffer: z.number(),
  minimumTrade: z.number(),
  trades: z.array(ZRebalanceTrade),
  weights: z.array(ZRebalanceWeight),
  leftUndone: z.array(ZRebalanceLeftUndone),
  /** GIA accounts only; null for a tax-free wrapper. */
  tax: z
    .object({
      taxYear: z.string(),
      annualExemptAmountLeft: z.number(),
      estimatedNetGain: z.number(),
      /** The budget the tax-aware plan kept to; null when it was not asked for. */
      gainsBudget: z.number().nullable(),
    })
    .nullable(),
});
export type TRebalancePreview = z.output<typeof ZRebalancePreview>;

export const ZRebalanceResult = z.object({
  /** The transaction group's linkId: its orders are listed with GET /portfoliotransaction?linkId=. */
  linkId: z.string(),
  orderIds: z.array(z.string()),
});
export type TRebalanceResult = z.output<typeof ZRebalanceResult>;

/** POST /account/invest-to-model/preview/{firmId}/{accountId}: an amount across the model's components. */
export const ZInvestToModelPreviewBody = z.strictObject({ amount: ZMoney });
export const ZInvestToModelPreview = z.object({
  modelId: z.string(),
  modelName: z.string(),
  /** One buy per component, by target weight among the components (the cash weight stays cash). */
  buys: z.array(
    z.object({ assetId: z.string(), assetName: z.string(), weight: z.number(), amount: z.number() }),
  ),
  /** What is not invested: pennies left by rounding down each buy, and the model's cash weight. */
  uninvested: z.number(),
});
export type TInvestToModelPreview = z.output<typeof ZInvestToModelPreview>;
