import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CLIENT_STATUSES, CLIENT_TYPES, WRAPPER_TYPES } from './enums';
import { ZPositionSummary } from './accounts';
import { ZDate, ZId } from './validation';

/**
 * Portfolio reports, summaries and performance (issue 16; docs/decisions/0701). Field names follow the
 * upstream portfolio report and summary (upstream-api.md §3.3, §3.5) so programs written for it read ours;
 * Keel's additions (the period, time-weighted and money-weighted returns, per-account figures) are named
 * as such below. Money is GBP in pounds, two decimals, as JSON numbers like every upstream valuation;
 * returns are percentages to two decimals, null when the period has nothing to measure.
 */

/**
 * fromDate, toDate (YYYY-MM-DD, both days included). Defaults: toDate today (London); fromDate the day of
 * the first posting of the client (or account), so an unbounded report runs since the start and opens at
 * 0 (today, when nothing was ever posted). A fromDate after toDate is refused on toDate.
 */
const dateRange = {
  fromDate: ZDate.optional(),
  toDate: ZDate.optional(),
};
const toDateNotBeforeFrom = (q: { fromDate?: string; toDate?: string }) =>
  !q.fromDate || !q.toDate || q.fromDate <= q.toDate;
const toDateMessage = { path: ['toDate'], message: 'Must be on or after fromDate' };

export const ZReportQuery = z.object(dateRange).refine(toDateNotBeforeFrom, toDateMessage);
export type TReportQuery = z.output<typeof ZReportQuery>;

/** The console's chart: the same period, for the client or one of their accounts. */
export const ZPerformanceQuery = z
  .object({ ...dateRange, accountId: ZId.optional() })
  .refine(toDateNotBeforeFrom, toDateMessage);
export type TPerformanceQuery = z.output<typeof ZPerformanceQuery>;

/** The period a report covers, as resolved from the query and its defaults (Keel). */
const periodFields = { fromDate: z.string(), toDate: z.string() };

/**
 * Returns over the period (Keel). timeWeightedReturn: daily valuations chain-linked around every external
 * flow, for the whole period (not annualised). moneyWeightedReturn: the XIRR of the opening value, the
 * external flows and the closing value, as a yearly rate (365-day years) for a period of a year or more and
 * over the period itself for a shorter one (never annualised under a year). Both percentages; null when
 * undefined (no value to measure, a period shorter than a day, or no rate that fits).
 */
const returnFields = {
  timeWeightedReturn: z.number().nullable(),
  moneyWeightedReturn: z.number().nullable(),
};

/** T of upstream's report: one posting. `amount` is its size (always ≥ 0); the list it is in says which way. */
export const ZReportTransaction = z.object({
  transactionId: z.string(),
  transactionCode: z.string(),
  narrative: z.string(),
  postDate: z.string(),
  valueDate: z.string(),
  /** ISA and JISA pay-ins: the part that counts against the subscription allowance; otherwise null. */
  subscriptionAmount: z.number().nullable(),
  amount: z.number(),
  /** Keel: the account the posting belongs to. */
  accountId: z.string(),
});
export type TReportTransaction = z.infer<typeof ZReportTransaction>;

const ZFlowsInOut = z.object({
  transactionsIn: z.array(ZReportTransaction),
  transactionsOut: z.array(ZReportTransaction),
  totalIn: z.number(),
  totalOut: z.number(),
});
const ZFlowsOneWay = z.object({ transactions: z.array(ZReportTransaction), total: z.number() });

/** A sale in the period: what it realised against the book cost it took out (upstream left the shape open). */
export const ZRealisedTransaction = z.object({
  transactionId: z.string(),
  transactionCode: z.string(),
  narrative: z.string(),
  postDate: z.string(),
  valueDate: z.string(),
  accountId: z.string(),
  assetId: z.string(),
  isin: z.string(),
  assetName: z.string(),
  quantity: z.number(),
  proceeds: z.number(),
  bookValue: z.number(),
  profitLoss: z.number(),
});

/**
 * A holding at toDate. Keel has no stock re-registrations yet, so transferBookValue is 0, nonTransferBookValue
 * the whole book cost and adjustedGrowth equals growth (value less book cost).
 */
export const ZRetainedPosition = z.object({
  accountId: z.string(),
  assetId: z.string(),
  isin: z.string(),
  assetName: z.string(),
  quantity: z.number(),
  bookValue: z.number(),
  transferBookValue: z.number(),
  nonTransferBookValue: z.number(),
  currentValue: z.number(),
  growth: z.number(),
  adjustedGrowth: z.number(),
});

/** Keel: one account's figures for the period. */
export const ZAccountPerformance = z.object({
  accountId: z.string(),
  name: z.string(),
  wrapperType: z.enum(WRAPPER_TYPES),
  openingValue: z.number(),
  closingValue: z.number(),
  /** External money in less out during the period (pay-ins, withdrawals, moves between accounts). */
  netFlows: z.number(),
  ...returnFields,
});
export type TAccountPerformance = z.infer<typeof ZAccountPerformance>;

/**
 * GET /portfolio/report/{firmId}/{clientId} and GET /account/report/{firmId}/{accountId} (upstream-api.md
 * §3.3). openingValue is the value at the end of the day before fromDate, closingValue at the end of toDate,
 * each the account summary's arithmetic (holdings at the latest price on or before, rounded to pence).
 * Internal transfers move cash between the same client's accounts; transfers, with anyone else.
 */
export const ZPortfolioReport = z.object({
  id: z.string(),
  name: z.string(),
  firmId: z.string(),
  currency: z.string(),
  ...periodFields,
  openingValue: z.number(),
  closingValue: z.number(),
  payments: ZFlowsInOut,
  charges: ZFlowsOneWay,
  /** Dividends and interest: the ledger books none yet, so this is empty until it does. */
  income: ZFlowsOneWay,
  transfers: ZFlowsInOut,
  internalTransfers: ZFlowsInOut,
  performance: z.object({
    transactionsRealised: z.array(ZRealisedTransaction),
    positionsRetained: z.array(ZRetainedPosition),
    totalRealised: z.number(),
    totalRetained: z.number(),
    ...returnFields,
    /** Keel: each account's returns (one entry in an account report). */
    accounts: z.array(ZAccountPerformance),
  }),
});
export type TPortfolioReport = z.infer<typeof ZPortfolioReport>;

/** An account inside the portfolio summary (upstream-api.md §3.2's valuation fields, and Keel's returns). */
export const ZSummaryAccount = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  wrapperType: z.enum(WRAPPER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  currency: z.string(),
  nodeId: z.string(),
  clientId: z.string(),
  openingValue: z.number(),
  openingCashValue: z.number(),
  openingStockValue: z.number(),
  currentValue: z.number(),
  closingCashValue: z.number(),
  closingStockValue: z.number(),
  uninvestedCash: z.number(),
  bookValue: z.number(),
  transferBookValue: z.number(),
  nonTransferBookValue: z.number(),
  growth: z.number(),
  growthPercent: z.number(),
  adjustedGrowth: z.number(),
  adjustedGrowthPercent: z.number(),
  ...returnFields,
});

/** A position of the summary: the account summary's position, and the account it is in. */
export const ZSummaryPosition = ZPositionSummary.extend({ accountId: z.string() });

/** GET /portfolio/summary/{firmId}/{clientId} (upstream-api.md §3.3, positions as §3.5). */
export const ZPortfolioSummary = z.object({
  firmId: z.string(),
  id: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  currency: z.string(),
  nodeId: z.array(z.string()),
  status: z.enum(CLIENT_STATUSES),
  clientType: z.enum(CLIENT_TYPES),
  ...periodFields,
  positions: z.array(ZSummaryPosition),
  accounts: z.array(ZSummaryAccount),
  bookValue: z.number(),
  nonTransferBookValue: z.number(),
  transferBookValue: z.number(),
  openingValue: z.number(),
  currentValue: z.number(),
  uninvestedCash: z.number(),
  closingCashValue: z.number(),
  growth: z.number(),
  growthPercent: z.number(),
  adjustedGrowth: z.number(),
  adjustedGrowthPercent: z.number(),
  /** Keel has no transfers of stock in and no pension crystallisation in the summary yet: both 0. */
  transferValue: z.number(),
  uncrystallisedValue: z.number(),
  products: z.array(
    z.object({
      wrapperType: z.enum(WRAPPER_TYPES),
      /** ISA and JISA: this tax year's allowance left; null for wrappers without one. */
      remainingSubscriptionAmount: z.number().nullable(),
      accountId: z.string(),
    }),
  ),
  ...returnFields,
});
export type TPortfolioSummary = z.infer<typeof ZPortfolioSummary>;

/** One point of the chart: the value at the end of `date` and what was paid in to reach it. */
export const ZPerformancePoint = z.object({
  date: z.string(),
  value: z.number(),
  /** The opening value plus external money in less out since: what the value would be with no return. */
  netContributions: z.number(),
  /** Time-weighted return from the start of the period to this date, a percentage. */
  cumulativeReturn: z.number().nullable(),
});

/**
 * GET /portfolio/performance/{firmId}/{clientId} (Keel; no upstream counterpart): the console's chart.
 * Daily points up to a year, weekly (each week's last day, and always the period's last day) beyond.
 */
export const ZPerformance = z.object({
  clientId: z.string(),
  accountId: z.string().nullable(),
  ...periodFields,
  interval: z.enum(['Day', 'Week']),
  openingValue: z.number(),
  closingValue: z.number(),
  netFlows: z.number(),
  ...returnFields,
  points: z.array(ZPerformancePoint),
  accounts: z.array(ZAccountPerformance),
});
export type TPerformance = z.infer<typeof ZPerformance>;
