import { z } from 'zod';
import { TRANSACTION_SUB_TYPES, TRANSACTION_TYPES } from './enums';
import { FOUR_EYES_SUB_TYPES, MOVEMENT_TYPES, TRANSACTION_KINDS, ZMoney } from './ledger';
import { ZPaging } from './paging';
import { ZDate, ZDateRangeQuery, ZId } from './validation';

/** Cash and stock postings, positions, the dealing run and four-eyes thresholds (spec §3 "Posting"). */

/** Posting codes (upstream shows four-letter codes such as SPLI, "Stock Split"). */
export const TRANSACTION_CODES = {
  DEPO: 'Deposit',
  WDRL: 'Withdrawal',
  BUYS: 'Purchase',
  SELL: 'Sale',
  CHRG: 'Dealing charges',
  FEEA: 'Adviser ad hoc fee',
  TRFI: 'Cash moved in from another account',
  TRFO: 'Cash moved out to another account',
  PTIN: 'Transferred in from another provider',
  PTOU: 'Transferred out to another provider',
} as const;
export type TransactionCode = keyof typeof TRANSACTION_CODES;
const CODES = Object.keys(TRANSACTION_CODES) as [TransactionCode, ...TransactionCode[]];

const postingFilters = {
  postDateFrom: ZDate.optional(),
  postDateTo: ZDate.optional(),
  nodeId: z.string().max(12).optional(),
  transactionCode: z.enum(CODES).optional(),
  /** Keel: one account's postings, or one transaction's. */
  accountId: ZId.optional(),
  transactionId: ZId.optional(),
};

/** GET /posting/cash/{firmId}. */
export const ZCashPostingQuery = ZPaging.extend(postingFilters);
export type TCashPostingQuery = z.output<typeof ZCashPostingQuery>;
/** GET /posting/stock/{firmId}: the same filters, and the asset. */
export const ZStockPostingQuery = ZPaging.extend({ ...postingFilters, assetId: ZId.optional() });
export type TStockPostingQuery = z.output<typeof ZStockPostingQuery>;

const postingFields = {
  id: z.string(),
  transactionId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  nodeId: z.string(),
  transactionCode: z.enum(CODES),
  narrative: z.string(),
  postDate: z.string(),
  valueDate: z.string(),
};
export const ZCashPosting = z.object({ ...postingFields, currency: z.string(), amount: z.number() });
export const ZStockPosting = z.object({
  ...postingFields,
  assetId: z.string(),
  assetName: z.string(),
  isin: z.string(),
  quantity: z.number(),
  value: z.number(),
  bookValue: z.number(),
  profitLoss: z.number().nullable(),
});

/** GET /position/{firmId}/{positionId}: `{accountId}|S|{ISIN}` or `{accountId}|C|{currency}`. */
export const POSITION_ID = /^([0-9A-Z]{1,12})\|([SC])\|([0-9A-Z]{3,12})$/;
export const ZPositionQuery = ZDateRangeQuery;
export type TPositionQuery = z.output<typeof ZPositionQuery>;

export const ZPosition = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  accountType: z.string(),
  clientId: z.string(),
  positionType: z.enum(['Stock', 'Cash']),
  assetId: z.string().nullable(),
  assetName: z.string(),
  isin: z.string().nullable(),
  instrumentType: z.string().nullable(),
  assetCountryOfIssue: z.string().nullable(),
  currency: z.string(),
  quantity: z.number(),
  bookValue: z.number().nullable(),
  currentPrice: z.number().nullable(),
  currentPriceDate: z.string().nullable(),
  currentValue: z.number(),
  growth: z.number().nullable(),
  growthPercent: z.number().nullable(),
  cgtData: z.object({ realisedProfitLoss: z.number(), unrealisedProfitLoss: z.number().nullable() }),
  transactions: z.array(
    z.object({
      transactionId: z.string(),
      transactionCode: z.string(),
      narrative: z.string(),
      postDate: z.string(),
      valueDate: z.string(),
      quantity: z.number().nullable(),
      value: z.number(),
      bookValue: z.number().nullable(),
      profitLoss: z.number().nullable(),
    }),
  ),
});
export type TPosition = z.infer<typeof ZPosition>;

/** GET/PUT /settings/authorisation/{firmId}: four-eyes thresholds per transaction sub type. */
export const ZThreshold = z.strictObject({
  transactionSubType: z.enum(FOUR_EYES_SUB_TYPES),
  /** At or above this amount a second user must authorise; null switches four-eyes off for the type. */
  threshold: ZMoney.nullable(),
});
export const ZAuthorisationSettings = z.object({ thresholds: z.array(ZThreshold) });
export const ZPutAuthorisationSettings = z.strictObject({ thresholds: z.array(ZThreshold).min(1).max(10) });
export type TPutAuthorisationSettings = z.output<typeof ZPutAuthorisationSettings>;

/** GET /static/transactiontype: the types, sub types and movements Keel takes, with posting codes. */
export const ZTransactionTypeInfo = z.object({
  kind: z.enum(Object.keys(TRANSACTION_KINDS) as [keyof typeof TRANSACTION_KINDS]),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionSubType: z.enum(TRANSACTION_SUB_TYPES),
  movementType: z.enum(MOVEMENT_TYPES),
  fourEyes: z.boolean(),
});
export const ZTransactionTypes = z.object({
  types: z.array(ZTransactionTypeInfo),
  transactionTypes: z.array(z.enum(TRANSACTION_TYPES)),
  transactionSubTypes: z.array(z.enum(TRANSACTION_SUB_TYPES)),
  transactionCodes: z.array(z.object({ code: z.enum(CODES), description: z.string() })),
});
