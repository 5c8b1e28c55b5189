import { z } from 'zod';
import { CHARGE_TYPES } from './documents';
import { DRAWDOWN_METHODS, ILLUSTRATION_STATUSES, WRAPPER_TYPES, type WrapperType } from './enums';
import { ZAuditDetails } from './audit';
import { ZMoney, ZQuantity } from './ledger';
import { ZPaging } from './paging';
import { ZDate, ZFirmId, ZId, ZNodeRef } from './validation';

/**
 * Product and trade illustrations (spec §7 "Illustrations and messages", §3 illustration status, drawdown
 * method, charge types; issue 19; docs/decisions/0900 and 0902). Money is pounds with two decimals at the
 * edge; percentages are yearly: 0.25 means 0.25 %.
 */

/** Pensions, ISAs and JISAs are projected at 2/5/8 % (COBS 13 Annex 2); the rest at 1.5/4.5/7.5 %. */
export const TAX_ADVANTAGED_WRAPPERS = [
  'ISA',
  'JISA',
  'Pension',
  'TPPENSION',
  'SIPP',
  'SSAS',
] as const satisfies readonly WrapperType[];
export const isTaxAdvantaged = (wrapperType: string) =>
  (TAX_ADVANTAGED_WRAPPERS as readonly string[]).includes(wrapperType);

/** The charge types a product illustration takes as a yearly percentage (the initial one: of each payment in). */
export const PERCENT_CHARGE_TYPES = ['Platform', 'OCF', 'IMifidCharge', 'Initial'] as const;
/** The charge types a product illustration takes as fixed pounds a year. */
export const FIXED_CHARGE_TYPES = [
  'Platform',
  'IMifidCharge',
  'Ex Ante Ongoing',
  'Ex Ante Ancillary',
] as const;

const percentOf = (max: number) =>
  z
    .number({ message: 'Must be a number' })
    .min(0, 'Must not be negative')
    .max(max, `Must be at most ${max}`)
    .refine((n) => /^\d+(\.\d{1,4})?$/.test(String(n)), 'Must have at most 4 decimal places');

/** One charge: its spec charge type, and either a yearly percentage or fixed pounds a year. */
export const ZIllustrationCharge = z
  .strictObject({
    chargeType: z.enum(CHARGE_TYPES),
    percent: percentOf(10).optional(),
    amountPerYear: ZMoney.optional(),
  })
  .superRefine((c, ctx) => {
    if ((c.percent === undefined) === (c.amountPerYear === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Give either percent or amountPerYear' });
    else if (c.percent !== undefined && !(PERCENT_CHARGE_TYPES as readonly string[]).includes(c.chargeType))
      ctx.addIssue({
        code: 'custom',
        path: ['chargeType'],
        message: `A percentage charge must be one of ${PERCENT_CHARGE_TYPES.join(', ')}`,
      });
    else if (
      c.amountPerYear !== undefined &&
      !(FIXED_CHARGE_TYPES as readonly string[]).includes(c.chargeType)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['chargeType'],
        message: `A yearly amount must be one of ${FIXED_CHARGE_TYPES.join(', ')}`,
      });
  });
export type TIllustrationCharge = z.output<typeof ZIllustrationCharge>;

const money = ZMoney.optional();

/**
 * POST /illustration/product: the create-product-illustration body. ACCUMULATION takes a single and/or a
 * regular monthly contribution (and an existing pot); DRAWDOWN a pot, the method (FAD or UFPLS) and a
 * regular monthly withdrawal, and the date of birth the sustainability counts age from (the client's when
 * omitted). The wrapper type is the account's when an account is named.
 */
export const ZCreateProductIllustration = z
  .strictObject({
    firmId: ZFirmId,
    nodeId: ZNodeRef.optional(),
    name: z.string().trim().min(1, 'Required').max(100),
    clientId: ZId.optional(),
    accountId: ZId.optional(),
    wrapperType: z.enum(WRAPPER_TYPES).optional(),
    status: z.enum(ILLUSTRATION_STATUSES),
    termYears: z
      .number()
      .int('Must be a whole number of years')
      .min(1, 'Must be 1 to 75')
      .max(75, 'Must be 1 to 75'),
    /** Already invested at the start (an existing pot, a transfer in); no initial charge on it. */
    startingValue: money,
    singleContribution: money,
    monthlyContribution: money,
    drawdownMethod: z.enum(DRAWDOWN_METHODS).optional(),
    monthlyWithdrawal: money,
    dateOfBirth: ZDate.optional(),
    charges: z.array(ZIllustrationCharge).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.status === 'ACCUMULATION') {
      if (!b.singleContribution && !b.monthlyContribution)
        issue('singleContribution', 'Give a single contribution, a monthly contribution or both');
      if (b.monthlyWithdrawal) issue('monthlyWithdrawal', 'Only a DRAWDOWN illustration withdraws');
      if (b.drawdownMethod) issue('drawdownMethod', 'Only a DRAWDOWN illustration has a drawdown method');
    } else {
      if (!b.startingValue) issue('startingValue', 'Required: the pot drawn from');
      if (!b.drawdownMethod) issue('drawdownMethod', 'Required: FAD or UFPLS');
      if (!b.monthlyWithdrawal) issue('monthlyWithdrawal', 'Required: the regular monthly withdrawal');
    }
    const seen = new Set<string>();
    b.charges.forEach((c, i) => {
      if (c.percent === undefined) return;
      if (seen.has(c.chargeType))
        ctx.addIssue({
          code: 'custom',
          path: ['charges', i, 'chargeType'],
          message: 'This percentage charge is already given',
        });
      seen.add(c.chargeType);
    });
  });
export type TCreateProductIllustration = z.output<typeof ZCreateProductIllustration>;

/** What a stored illustration was made from: the body as accepted, firm aside (a copy POSTs it again). */
export type TIllustrationInputs = Omit<TCreateProductIllustration, 'firmId'>;

export const ZIllustrationListQuery = ZPaging.extend({
  name: z.string().max(100).optional(),
  id: z.string().max(12).optional(),
  status: z.enum(ILLUSTRATION_STATUSES).optional(),
});
export type TIllustrationListQuery = z.output<typeof ZIllustrationListQuery>;
export const ILLUSTRATION_SORT_FIELDS = ['name', 'status', 'createdAt'] as const;

const ZProjectedYear = z.object({
  year: z.number().int(),
  paidIn: z.number(),
  withdrawn: z.number(),
  /** Rounded down to three significant figures. */
  value: z.number(),
  /** In today's money (2 % a year inflation), rounded down to three significant figures. */
  realValue: z.number(),
});

const ZRateResult = z.object({
  name: z.enum(['lower', 'intermediate', 'higher']),
  percent: z.number(),
  runsOutInYear: z.number().int().nullable(),
  /** The last year's figures: what the abridged list keeps of the table. */
  atEnd: ZProjectedYear,
  years: z.array(ZProjectedYear),
});

const ZChargeLineResult = z.object({
  type: z.enum(CHARGE_TYPES),
  category: z.enum(['One-off', 'Ongoing']),
  yearOne: z.number(),
  yearOnePercent: z.number().nullable(),
  overTerm: z.number(),
});

export const ZSustainabilityResult = z.object({
  age: z.number().int(),
  targetAge: z.number().int(),
  atFcaRates: z.array(
    z.object({
      name: z.enum(['lower', 'intermediate', 'higher']),
      percent: z.number(),
      lastsYears: z.number().int().nullable(),
      lastsMonths: z.number().int().nullable(),
      runsOutAtAge: z.number().int().nullable(),
    }),
  ),
  /** The share (0..1) of simulated markets in which every withdrawal to the target age is paid. */
  chanceToTargetAge: z.number(),
  paths: z.number().int(),
  seed: z.number().int(),
  fan: z.array(
    z.object({
      year: z.number().int(),
      age: z.number().int(),
      p10: z.number(),
      p50: z.number(),
      p90: z.number(),
    }),
  ),
  summary: z.string(),
});

/** The engine's answer, as stored with the illustration. */
export const ZProductIllustrationResult = z.object({
  taxAdvantaged: z.boolean(),
  inflationPercent: z.number(),
  rates: z.array(ZRateResult),
  reductionInYield: z.object({ percent: z.number().nullable(), atRatePercent: z.number() }),
  effectOfCharges: z.object({ withoutCharges: z.number(), withCharges: z.number(), difference: z.number() }),
  costsAndCharges: z.object({
    lines: z.array(ZChargeLineResult),
    total: z.object({ yearOne: z.number(), yearOnePercent: z.number().nullable(), overTerm: z.number() }),
  }),
  sustainability: ZSustainabilityResult.nullable(),
});
export type TProductIllustrationResult = z.infer<typeof ZProductIllustrationResult>;

const illustrationFields = {
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  accountId: z.string().nullable(),
  name: z.string(),
  status: z.enum(ILLUSTRATION_STATUSES),
  wrapperType: z.enum(WRAPPER_TYPES),
  termYears: z.number().int(),
  /** The day it was illustrated: the sustainability counts age from it. */
  asAt: z.string(),
  auditDetails: ZAuditDetails,
};

/** GET /illustration/product/{firmId}[/{illustrationId}]: everything, inputs included (a copy needs them). */
export const ZProductIllustration = z.object({
  ...illustrationFields,
  inputs: z.record(z.string(), z.unknown()),
  result: ZProductIllustrationResult,
});
export type TProductIllustration = z.infer<typeof ZProductIllustration>;

/** GET /illustration/productabridged/{firmId}: the same without the yearly tables and the fan. */
export const ZProductIllustrationAbridged = z.object({
  ...illustrationFields,
  inputs: z.record(z.string(), z.unknown()),
  result: ZProductIllustrationResult.extend({
    rates: z.array(ZRateResult.omit({ years: true })),
    sustainability: ZSustainabilityResult.omit({ fan: true }).nullable(),
  }),
});
export type TProductIllustrationAbridged = z.infer<typeof ZProductIllustrationAbridged>;

/**
 * POST /illustration/trade: the create-trade-illustration body. The deal's costs are worked out from the
 * tariff of the account's node (or the caller's, with no account) and the instrument's latest price; an
 * amount in pounds or a quantity of units, not both.
 */
export const ZCreateTradeIllustration = z
  .strictObject({
    firmId: ZFirmId,
    accountId: ZId.optional(),
    wrapperType: z.enum(WRAPPER_TYPES).optional(),
    assetId: ZId,
    side: z.enum(['Buy', 'Sell']),
    amount: ZMoney.optional(),
    quantity: ZQuantity.optional(),
    /** The full bid-offer spread as a percentage of the mid price (0.2 for 0.2 %). */
    spreadPercent: percentOf(20).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.amount === undefined) === (b.quantity === undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give either amount or quantity' });
    if (!b.accountId && !b.wrapperType)
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Give the account or the wrapper type' });
  });
export type TCreateTradeIllustration = z.output<typeof ZCreateTradeIllustration>;

export const ZTradeIllustration = z.object({
  side: z.enum(['Buy', 'Sell']),
  assetId: z.string(),
  assetName: z.string(),
  isin: z.string(),
  accountId: z.string().nullable(),
  wrapperType: z.enum(WRAPPER_TYPES),
  price: z.number(),
  priceDate: z.string(),
  quantity: z.number(),
  consideration: z.number(),
  lines: z.array(
    z.object({ type: z.enum(CHARGE_TYPES), amount: z.number(), percent: z.number(), implicit: z.boolean() }),
  ),
  totalCost: z.number(),
  totalPercent: z.number(),
  /** Buy: paid, the consideration plus the explicit charges; Sell: received, less them. */
  cashMovement: z.number(),
});
export type TTradeIllustration = z.infer<typeof ZTradeIllustration>;

/** GET /illustration/sustainability/{firmId}?accountId= (Keel's own; decision 0904). */
export const ZAccountSustainabilityQuery = z.object({ accountId: ZId });

/**
 * How long a pension account in drawdown lasts at its regular income: the pot its plans draw from (the
 * crystallised value for FAD, the uncrystallised for UFPLS) and their monthly equivalent, as of today.
 */
export const ZAccountSustainability = z.object({
  accountId: z.string(),
  clientId: z.string(),
  on: z.string(),
  pot: z.number(),
  monthlyWithdrawal: z.number(),
  sustainability: ZSustainabilityResult,
});
export type TAccountSustainability = z.infer<typeof ZAccountSustainability>;
