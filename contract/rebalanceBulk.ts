import { z } from 'zod';

/**
 * Bulk rebalance of a discretionary model (issue 17, decision 0706): a preview over every account linked to
 * the model, then one 'modelRebalance' job on the queue whose items are those accounts.
 */

/** Why an account is left out of a bulk rebalance, in the words the preview and the job's outcomes use. */
export const REBALANCE_SKIP_REASONS = [
  'Account not active',
  'Orders waiting to be dealt',
  'No holdings and no cash',
  'Within tolerance',
  'Below minimum trade',
  'No price',
] as const;
export type TRebalanceSkipReason = (typeof REBALANCE_SKIP_REASONS)[number];

/**
 * What a bulk run may be told. Tax-aware is off by default in bulk: a discretionary mandate rebalances to the
 * model, and a budget per client belongs to the one-account review where the adviser sees each sale's gain.
 */
export const ZModelRebalanceOptions = z
  .object({
    taxAware: z.boolean().default(false),
  })
  .strict();
export type TModelRebalanceOptions = z.output<typeof ZModelRebalanceOptions>;

export const ZModelRebalanceParams = z.object({ modelId: z.string() });

/** One instrument's trades across the run: money and units both ways, and how many accounts trade it. */
export const ZRebalanceInstrumentTotal = z.object({
  assetId: z.string(),
  assetName: z.string(),
  buyAmount: z.number(),
  buyAccounts: z.number().int(),
  sellAmount: z.number(),
  sellQuantity: z.number(),
  sellAccounts: z.number().int(),
});

export const ZRebalanceSkippedAccount = z.object({
  accountId: z.string(),
  accountName: z.string(),
  reason: z.enum(REBALANCE_SKIP_REASONS),
});
export type TRebalanceSkippedAccount = z.infer<typeof ZRebalanceSkippedAccount>;

/** The most skipped accounts one preview lists by name; every one is counted in `skippedByReason`. */
export const SKIPPED_LISTED = 200;

export const ZModelRebalancePreview = z.object({
  modelId: z.string(),
  modelName: z.string(),
  /** Accounts linked to the model. */
  accounts: z.number().int(),
  /** Accounts that would trade. */
  toRebalance: z.number().int(),
  skipped: z.number().int(),
  orders: z.number().int(),
  totalBuys: z.number(),
  totalSells: z.number(),
  instruments: z.array(ZRebalanceInstrumentTotal),
  skippedByReason: z.array(z.object({ reason: z.enum(REBALANCE_SKIP_REASONS), count: z.number().int() })),
  /** The first SKIPPED_LISTED skipped accounts by name. */
  skippedAccounts: z.array(ZRebalanceSkippedAccount),
  /** A run of this model still Queued or Running, if any: starting another is refused until it ends. */
  runningJobId: z.string().nullable(),
});
export type TModelRebalancePreview = z.infer<typeof ZModelRebalancePreview>;
