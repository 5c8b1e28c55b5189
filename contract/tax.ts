import { z } from 'zod';
import { WRAPPER_TYPES } from './enums';
import { ZDate } from './validation';

/**
 * A client's capital gains report (spec §7 "Portfolios and tax", issue 16 item 3): every disposal of
 * shares in the client's taxable accounts matched by HMRC's share identification rules (same day, the
 * 30 days after, the section 104 pool), and totals for each tax year.
 *
 * Amounts come three ways, and each field says which:
 * - plain numbers are pounds to the penny (rounded half up), as every other amount of the API;
 * - `forReturn` holds whole pounds as HMRC's return asks, rounded in the taxpayer's favour: gains,
 *   proceeds and the taxable gain down, losses and allowable costs up;
 * - `exact` holds the unrounded decimal strings the engine worked with (no rounding anywhere inside).
 */

/** The start of 2018/19, the first tax year whose annual exempt amount the engine knows (cgt-years.ts). */
export const CGT_FIRST_DATE = '2018-04-06';

const ZReportDate = ZDate.refine((d) => d >= CGT_FIRST_DATE, {
  message: `Must be on or after ${CGT_FIRST_DATE}, the start of the first tax year the report knows`,
});

/** GET /portfolio/cgtReport…: the period (both days included); the default is the current UK tax year. */
export const ZCgtReportQuery = z
  .object({ fromDate: ZReportDate.optional(), toDate: ZReportDate.optional() })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    path: ['toDate'],
    message: 'Must be on or after fromDate',
  });
export type TCgtReportQuery = z.output<typeof ZCgtReportQuery>;

export const CGT_RULES = ['SAME_DAY', 'BED_AND_BREAKFAST', 'S104'] as const;
export type TCgtRule = (typeof CGT_RULES)[number];

export const ZCgtMatch = z.object({
  rule: z.enum(CGT_RULES),
  /** Shares of the disposal matched by this rule, in the units the disposal was traded in. */
  quantity: z.number(),
  /** The acquisition's day; null for the pool, whose shares have no single date. */
  acquisitionDate: z.string().nullable(),
  /** Acquisition cost with its incidental costs, pounds to the penny. */
  cost: z.number(),
  /** Cost per share matched, pounds to the penny: the figure the explanation quotes. */
  costPerShare: z.number(),
  exact: z.object({ quantity: z.string(), cost: z.string() }),
});
export type TCgtMatch = z.infer<typeof ZCgtMatch>;

/** One disposal: all of a day's sales of one asset across the client's taxable accounts (TCGA s105). */
export const ZCgtDisposal = z.object({
  date: z.string(),
  assetId: z.string(),
  assetName: z.string(),
  isin: z.string().nullable(),
  /** The taxable accounts the shares were sold from. */
  accountIds: z.array(z.string()),
  taxYear: z.string(),
  quantity: z.number(),
  /** Gross proceeds, before the costs of selling. */
  proceeds: z.number(),
  /** The costs of selling (dealing charge, PTM levy), part of allowableCost. */
  disposalCosts: z.number(),
  /** Acquisition costs matched plus the costs of selling. */
  allowableCost: z.number(),
  /** Negative for a loss. */
  gain: z.number(),
  matches: z.array(ZCgtMatch),
  /** "Explain this number": the matching in words and figures, one line per step. */
  explanation: z.array(z.string()),
  exact: z.object({
    quantity: z.string(),
    proceeds: z.string(),
    disposalCosts: z.string(),
    allowableCost: z.string(),
    gain: z.string(),
  }),
});
export type TCgtDisposal = z.infer<typeof ZCgtDisposal>;

const yearFigures = {
  proceeds: z.number(),
  allowableCosts: z.number(),
  gains: z.number(),
  losses: z.number(),
  /** Gains less losses of the year. */
  net: z.number(),
  annualExemptAmount: z.number(),
  exemptAmountUsed: z.number(),
  exemptAmountLeft: z.number(),
  lossBroughtForward: z.number(),
  lossUsed: z.number(),
  lossCarriedForward: z.number(),
  taxableGain: z.number(),
};
type YearFigure = keyof typeof yearFigures;

const ZPeriodTotals = z.object({ gains: z.number(), losses: z.number(), net: z.number() });

/** A tax year (6 April to 5 April) the report's period touches, computed over the client's whole history. */
export const ZCgtTaxYear = z.object({
  taxYear: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  disposals: z.number().int(),
  ...yearFigures,
  /** 2024/25 only: the main rates changed on 30 October 2024, so the year's totals are split there. */
  beforeOct30: ZPeriodTotals.nullable(),
  fromOct30: ZPeriodTotals.nullable(),
  /** Whole pounds for the return: gains, proceeds and taxable gain rounded down; losses and costs up. */
  forReturn: z.object({
    proceeds: z.number().int(),
    allowableCosts: z.number().int(),
    gains: z.number().int(),
    losses: z.number().int(),
    taxableGain: z.number().int(),
  }),
  exact: z.object(
    Object.fromEntries(Object.keys(yearFigures).map((k) => [k, z.string()])) as Record<
      YearFigure,
      z.ZodString
    >,
  ),
});
export type TCgtTaxYear = z.infer<typeof ZCgtTaxYear>;

const ZCgtAccount = z.object({
  id: z.string(),
  name: z.string(),
  wrapperType: z.enum(WRAPPER_TYPES),
});

export const ZCgtReport = z.object({
  firmId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  currency: z.literal('GBP'),
  /** Accounts whose trades are matched: the section 104 pool is the person's, across all of them. */
  accounts: z.array(ZCgtAccount),
  /** Tax-exempt wrappers (ISA, JISA, pensions, the offshore bond), listed and left out. */
  exemptAccounts: z.array(ZCgtAccount.extend({ reason: z.string() })),
  /** Disposals dated in the period, oldest first. */
  disposals: z.array(ZCgtDisposal),
  /** Every tax year the period touches, oldest first, with losses carried in from earlier years. */
  byTaxYear: z.array(ZCgtTaxYear),
  /** Every tax year with a disposal in the client's history, and the current one: the console's picker. */
  taxYears: z.array(z.string()),
  /** How the amounts are rounded, in words for the reader of the report. */
  rounding: z.string(),
});
export type TCgtReport = z.infer<typeof ZCgtReport>;
