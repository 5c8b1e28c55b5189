import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  CLIENT_STATUSES,
  PAYMENT_METHODS,
  WRAPPER_TYPES,
  type AccountStatus,
  type WrapperType,
} from './enums';
import { ZAuditDetails } from './audit';
import { ZBankDetails } from './clients';
import { PAY_IN_METHODS, WITHDRAWAL_METHODS } from './ledger';
import { ZPaging } from './paging';
import { ZDateRangeQuery, ZFirmId, ZId, ZNodeRef } from './validation';

/** The wrapper names an adviser reads: the console's choices and an account's default name (the seed's too). */
export const WRAPPER_LABELS: Record<WrapperType, string> = {
  GIA: 'General Investment Account',
  ISA: 'Stocks & Shares ISA',
  JISA: 'Junior ISA',
  Cash: 'Cash Account',
  Pension: 'Personal Pension',
  TPPENSION: 'Third-Party Pension',
  SIPP: 'SIPP',
  SSAS: 'SSAS',
  TPOFFBOND: 'Offshore Bond',
};

/** Accounts and wrappers (spec §3 Account; field names follow upstream-api.md §3.2). */

/**
 * The status changes a platform allows (docs/decisions/0400). Closed and Deleted are final; Closed needs
 * an empty account, Deleted one that never held money.
 */
export const ACCOUNT_STATUS_TRANSITIONS: Record<AccountStatus, readonly AccountStatus[]> = {
  Pending: ['Registered', 'Active', 'Deleted'],
  Registered: ['Active', 'Deleted'],
  Active: ['Suspended', 'Closing', 'Transfer Out'],
  Suspended: ['Active', 'Closing'],
  Closing: ['Active', 'Closed'],
  'Transfer Out': ['Active', 'Closed'],
  Closed: [],
  Deleted: [],
};
/** The statuses an account may be opened in. */
export const OPENING_STATUSES = ['Pending', 'Registered', 'Active'] as const;

const text = (max = 200) => z.string().trim().min(1).max(max);

const wrapperFlags = {
  discretionary: z.boolean().optional(),
  advised: z.boolean().optional(),
  trust: z.boolean().optional(),
  assetAllocationId: ZId.optional(),
};

/** POST /account: the createAccount body. */
export const ZCreateAccount = z
  .strictObject({
    firmId: ZFirmId,
    nodeId: ZNodeRef.optional(),
    accountType: z.enum(ACCOUNT_TYPES),
    name: text(),
    status: z.enum(OPENING_STATUSES).default('Pending'),
    currency: z.literal('GBP', { message: 'Accounts are held in GBP' }).default('GBP'),
    clientId: ZId,
    wrapperDetail: z.strictObject({ wrapperType: z.enum(WRAPPER_TYPES), ...wrapperFlags }),
  })
  .superRefine((a, ctx) => {
    if ((a.accountType === 'Cash') !== (a.wrapperDetail.wrapperType === 'Cash'))
      ctx.addIssue({
        code: 'custom',
        path: ['accountType'],
        message: 'A Cash account has wrapper type Cash; every other wrapper is a Wrapper account',
      });
  });
export type TCreateAccount = z.output<typeof ZCreateAccount>;

/** PATCH /account/{firmId}/{accountId}: rename, move node, change the wrapper's flags. */
export const ZPatchAccount = z
  .strictObject({
    name: text().optional(),
    nodeId: ZNodeRef.optional(),
    wrapperDetail: z.strictObject({ wrapperType: z.string().optional(), ...wrapperFlags }).optional(),
    /** The model portfolio the account follows (decision 0704); null unlinks it. */
    modelId: ZId.nullable().optional(),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((patch, ctx) => {
    if (patch.wrapperDetail?.wrapperType !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['wrapperDetail', 'wrapperType'],
        message: "An account's wrapper type cannot change; open a new account instead",
      });
  });
export type TPatchAccount = z.output<typeof ZPatchAccount>;

/** PUT /account/{firmId}/{accountId}: the status change, with a reason for the audit trail. */
export const ZUpdateAccountStatus = z.strictObject({
  status: z.enum(ACCOUNT_STATUSES),
  reason: z.string().trim().max(500).optional(),
  version: z.number().int().min(1).optional(),
});
export type TUpdateAccountStatus = z.output<typeof ZUpdateAccountStatus>;

/** GET /account/list/{firmId}: spec's name and id, plus Keel's clientId, status and wrapper filters. */
export const ZAccountListQuery = ZPaging.extend({
  name: z.string().max(200).optional(),
  id: ZId.optional(),
  clientId: ZId.optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  wrapperType: z.enum(WRAPPER_TYPES).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  nodeId: z.string().max(12).optional(),
});
export type TAccountListQuery = z.output<typeof ZAccountListQuery>;
export const ACCOUNT_SORT_FIELDS = ['name', 'id', 'status', 'wrapperType', 'createdAt'] as const;

export const ZWrapperDetail = z.object({
  wrapperType: z.enum(WRAPPER_TYPES),
  discretionary: z.boolean(),
  advised: z.boolean(),
  trust: z.boolean(),
  assetAllocationId: z.string().optional(),
});

/** An account as the API returns it. */
export const ZAccount = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clients: z.array(z.object({ id: z.string(), isLeadClient: z.boolean() })),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  wrapperType: z.enum(WRAPPER_TYPES),
  currency: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Keel: the statuses this account may move to next. */
  nextStatuses: z.array(z.enum(ACCOUNT_STATUSES)),
  recurringPayment: z.boolean(),
  wrapperDetail: ZWrapperDetail,
  /** Keel: the model portfolio the account follows, if any (decision 0704). */
  modelId: z.string().nullable(),
  createdDate: z.string(),
  auditDetails: ZAuditDetails,
});
export type TAccount = z.infer<typeof ZAccount>;

/**
 * What an account's status lets money do (docs/decisions/0400): the platform refuses the rest with 409, and
 * the console reads the same table to say so before a form is started.
 */
export const ACCOUNT_STATUS_ALLOWS = {
  payIn: ['Pending', 'Registered', 'Active'],
  withdraw: ['Active', 'Closing'],
  fee: ['Active', 'Closing', 'Transfer Out'],
  buy: ['Active'],
  sell: ['Active', 'Closing', 'Transfer Out'],
  receiveMovement: ['Pending', 'Registered', 'Active'],
} as const satisfies Record<string, readonly AccountStatus[]>;
export type MoneyAction = keyof typeof ACCOUNT_STATUS_ALLOWS;

/** GET /account/summary/{firmId}/{accountId}: the valuation window, both dates included. */
export const ZValuationQuery = ZDateRangeQuery;
export type TValuationQuery = z.output<typeof ZValuationQuery>;

/** A holding in a valuation (upstream-api.md §3.5 position summary). */
export const ZPositionSummary = z.object({
  id: z.string(),
  positionType: z.enum(['Stock', 'Cash']),
  currency: z.string(),
  isin: z.string().nullable(),
  assetId: z.string().nullable(),
  assetName: z.string(),
  quantity: z.number().nullable(),
  bookValue: z.number().nullable(),
  currentPrice: z.number().nullable(),
  currentPriceDate: z.string().nullable(),
  /** The price is older than a business day before the valuation date (docs/decisions/0409). */
  priceStale: z.boolean(),
  currentValue: z.number(),
  growth: z.number().nullable(),
  growthPercent: z.number().nullable(),
  allocation: z.number(),
});
export type TPositionSummary = z.infer<typeof ZPositionSummary>;

/** The account valuation: cash, holdings at the latest price on or before toDate, book cost and growth. */
export const ZAccountSummary = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  /** Who holds it and their status: only an Active client's accounts move money (docs/decisions/0409). */
  clientName: z.string(),
  clientStatus: z.enum(CLIENT_STATUSES),
  accountType: z.enum(ACCOUNT_TYPES),
  wrapperType: z.enum(WRAPPER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  currency: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string(),
  openingValue: z.number(),
  openingCashValue: z.number(),
  openingStockValue: z.number(),
  closingCashValue: z.number(),
  closingStockValue: z.number(),
  currentValue: z.number(),
  uninvestedCash: z.number(),
  /** Cash not held back by open withdrawals, fees, buy orders or outgoing movements. */
  availableCash: z.number(),
  bookValue: z.number(),
  netContributions: z.number(),
  growth: z.number(),
  growthPercent: z.number(),
  /** ISA and JISA: what is left of this tax year's subscription allowance. */
  remainingSubscriptionAmount: z.number().nullable(),
  /**
   * Keel, ISA and JISA: this tax year's allowance split: money that arrived (used), money on its way
   * (pending: it counts, and returns to left if it fails) and what is left.
   */
  subscriptionAllowance: z
    .object({ limit: z.number(), used: z.number(), pending: z.number(), left: z.number() })
    .nullable(),
  positions: z.array(ZPositionSummary),
});
export type TAccountSummary = z.infer<typeof ZAccountSummary>;

/** POST /account/validatePaymentMethod: a bank account (modulus-checked) and how money moves with it. */
export const ZValidatePaymentMethod = z
  .strictObject({
    firmId: ZFirmId.optional(),
    accountId: ZId.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    accountName: ZBankDetails.shape.accountName,
    sortCode: ZBankDetails.shape.sortCode,
    accountNumber: ZBankDetails.shape.accountNumber,
  })
  .superRefine(
    (v, ctx) => {
      if (!v || typeof v !== 'object') return;
      if (v.paymentMethod === 'Transfer')
        ctx.addIssue({
          code: 'custom',
          path: ['paymentMethod'],
          message: 'Transfer is for moving a product from another provider, not for a bank payment',
        });
      if (typeof v.sortCode !== 'string' || typeof v.accountNumber !== 'string') return;
      const bank = ZBankDetails.safeParse({ sortCode: v.sortCode, accountNumber: v.accountNumber });
      // Shape errors are already reported by the fields themselves; add only the modulus check's verdict.
      bank.error?.issues
        .filter((issue) => issue.code === 'custom')
        .forEach((issue) => ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message }));
    },
    { when: () => true } as object,
  );
export type TValidatePaymentMethod = z.output<typeof ZValidatePaymentMethod>;

/** Which directions a payment method serves on this platform. */
export function usableFor(method: (typeof PAYMENT_METHODS)[number]): ('PayIn' | 'Withdrawal')[] {
  const uses: ('PayIn' | 'Withdrawal')[] = [];
  if ((PAY_IN_METHODS as readonly string[]).includes(method)) uses.push('PayIn');
  if ((WITHDRAWAL_METHODS as readonly string[]).includes(method)) uses.push('Withdrawal');
  return uses;
}

export const ZPaymentMethodCheck = z.object({
  valid: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  sortCode: z.string(),
  accountNumber: z.string(),
  /** Keel: which directions the method serves on this platform. */
  usableFor: z.array(z.enum(['PayIn', 'Withdrawal'])),
});
