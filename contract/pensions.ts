import { z } from 'zod';
import { DRAWDOWN_METHODS, PAYMENT_DAYS, TRANSACTION_SUB_TYPES, type WrapperType } from './enums';
import { ZMoney } from './ledger';
import { ZPaging } from './paging';
import { ZDate, ZFirmId, ZId } from './validation';

/**
 * Taking pension benefits (spec §7 "Client products", crystallisation and regular crystallisation actions;
 * decisions 0900 and 0901). Money is pounds at the edge, decimals inside.
 */

/** Wrappers the platform itself runs as a money purchase scheme: the only ones it crystallises. */
export const CRYSTALLISABLE_WRAPPERS: readonly WrapperType[] = ['Pension', 'SIPP', 'SSAS'];
export const CRYSTALLISATION_METHODS = ['PCLS', 'UFPLS'] as const;
export const CLIENT_PRODUCT_ACTION_TYPES = ['Crystallisation', 'Regular Crystallisation'] as const;
export const INCOME_FREQUENCIES = ['Monthly', 'Quarterly', 'Annually'] as const;
export const REGULAR_CRYSTALLISATION_STATUSES = ['Active', 'Paused', 'Stopped'] as const;
export const REGULAR_CRYSTALLISATION_CHANGES = ['Pause', 'Resume', 'Stop'] as const;

export const ZPaymentDay = z.coerce
  .number()
  .refine((n) => (PAYMENT_DAYS as readonly number[]).includes(n), 'Must be 1, 7, 14, 21 or 28');

/** GET /clientproduct/action/crystallisation/{firmId}. */
export const ZCrystallisationQuery = z.object({ accountId: ZId });

export const ZCrystallisationOptions = z.object({
  accountId: z.string(),
  clientId: z.string(),
  clientProductId: z.string().nullable(),
  wrapperType: z.string(),
  on: z.string(),
  accountValue: z.number(),
  cashAvailable: z.number(),
  uncrystallisedValue: z.number(),
  crystallisedValue: z.number(),
  lumpSumAllowance: z.number(),
  /** Used here (on every account of the client) and declared from other schemes. */
  lumpSumAllowanceUsed: z.number(),
  lumpSumAllowanceUsedElsewhere: z.number(),
  lumpSumAllowanceLeft: z.number(),
  age: z.number().int().nullable(),
  minimumPensionAge: z.number().int(),
  oldEnough: z.boolean(),
  eligibleFrom: z.string().nullable(),
  mostPclsOfAll: z.number(),
  mpaa: z.object({ triggered: z.boolean(), triggeredOn: z.string().nullable(), allowance: z.number() }),
  /** The account's regular income plans that are not stopped. */
  regularCrystallisations: z.array(z.lazy(() => ZRegularCrystallisation)),
});
export type TCrystallisationOptions = z.infer<typeof ZCrystallisationOptions>;

/** POST /clientproduct/action/crystallisation. */
export const ZCrystallise = z
  .strictObject({
    firmId: ZFirmId,
    accountId: ZId,
    method: z.enum(CRYSTALLISATION_METHODS),
    /** PCLS: what is crystallised (tax-free cash plus designation); UFPLS: the lump sum paid. */
    amount: ZMoney.optional(),
    all: z.boolean().optional(),
    /** PCLS only: less tax-free cash than the most allowed. */
    pcls: z.number().min(0).optional(),
    /** The client's declaration of tax-free lump sums taken from other schemes since 6 April 2024. */
    lumpSumAllowanceUsedElsewhere: z.number().min(0).max(1_000_000_000).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.amount === undefined) === (b.all !== true))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give an amount, or all: true (not both)' });
    if (b.pcls !== undefined && b.method !== 'PCLS')
      ctx.addIssue({ code: 'custom', path: ['pcls'], message: 'Only a PCLS takes pcls' });
  });
export type TCrystallise = z.output<typeof ZCrystallise>;

const ZMadeTransaction = z.object({
  id: z.string(),
  transactionType: z.string(),
  transactionSubType: z.enum(TRANSACTION_SUB_TYPES),
  amount: z.number(),
  status: z.string(),
});

export const ZTaxEstimate = z.object({
  gross: z.number(),
  tax: z.number(),
  net: z.number(),
  basis: z.string(),
  isEstimate: z.literal(true),
  taxYear: z.string(),
});

export const ZCrystallisationResult = z.object({
  actionId: z.string(),
  accountId: z.string(),
  method: z.enum(CRYSTALLISATION_METHODS),
  on: z.string(),
  crystallised: z.number(),
  taxFree: z.number(),
  taxable: z.number(),
  designatedToDrawdown: z.number(),
  estimatedTax: ZTaxEstimate.nullable(),
  paidToClient: z.number(),
  lumpSumAllowanceLeftAfter: z.number(),
  uncrystallisedAfter: z.number(),
  crystallisedAfter: z.number(),
  mpaa: z.object({ triggered: z.boolean(), reason: z.string() }),
  transactions: z.array(ZMadeTransaction),
});
export type TCrystallisationResult = z.infer<typeof ZCrystallisationResult>;

/** GET /clientproduct/action/{firmId}: the history of crystallisation and regular crystallisation actions. */
export const ZClientProductActionQuery = ZPaging.extend({
  accountId: ZId.optional(),
  clientProductId: ZId.optional(),
  clientProductActionType: z.enum(CLIENT_PRODUCT_ACTION_TYPES).optional(),
});
export type TClientProductActionQuery = z.output<typeof ZClientProductActionQuery>;

export const ZClientProductAction = z.object({
  id: z.string(),
  accountId: z.string(),
  clientId: z.string(),
  clientProductId: z.string().nullable(),
  clientProductActionType: z.enum(CLIENT_PRODUCT_ACTION_TYPES),
  /** Plain words: "PCLS of £25,000.00 and £75,000.00 designated to drawdown", "Plan paused". */
  description: z.string(),
  method: z.string(),
  bciId: z.string().nullable(),
  amount: z.number(),
  taxFree: z.number(),
  taxable: z.number(),
  estimatedTax: z.number(),
  transactionIds: z.array(z.string()),
  actionDate: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TClientProductAction = z.infer<typeof ZClientProductAction>;

/** POST /clientproduct/action/regularcrystallisation: a regular UFPLS or drawdown (FAD) income. */
export const ZCreateRegularCrystallisation = z.strictObject({
  firmId: ZFirmId,
  accountId: ZId,
  method: z.enum(DRAWDOWN_METHODS),
  amount: ZMoney,
  frequency: z.enum(INCOME_FREQUENCIES),
  paymentDay: ZPaymentDay,
  startDate: ZDate,
});
export type TCreateRegularCrystallisation = z.output<typeof ZCreateRegularCrystallisation>;

/** PATCH /clientproduct/action/regularcrystallisation/{firmId}/{bciId}: pause, resume, stop or amend. */
export const ZPatchRegularCrystallisation = z
  .strictObject({
    change: z.enum(REGULAR_CRYSTALLISATION_CHANGES).optional(),
    amount: ZMoney.optional(),
    paymentDay: ZPaymentDay.optional(),
    reason: z.string().trim().max(500).optional(),
    version: z.number().int().min(1),
  })
  .refine((b) => b.change !== undefined || b.amount !== undefined || b.paymentDay !== undefined, {
    message: 'Give a change (Pause, Resume or Stop), an amount or a paymentDay',
    path: ['change'],
  });
export type TPatchRegularCrystallisation = z.output<typeof ZPatchRegularCrystallisation>;

export const ZRegularCrystallisation = z.object({
  bciId: z.string(),
  firmId: z.string(),
  accountId: z.string(),
  clientId: z.string(),
  method: z.enum(DRAWDOWN_METHODS),
  amount: z.number(),
  frequency: z.enum(INCOME_FREQUENCIES),
  paymentDay: z.number().int(),
  startDate: z.string(),
  nextPaymentDate: z.string().nullable(),
  status: z.enum(REGULAR_CRYSTALLISATION_STATUSES),
  version: z.number().int(),
});
export type TRegularCrystallisation = z.infer<typeof ZRegularCrystallisation>;
