import { z } from 'zod';
import {
  AUTO_DISINVEST,
  FREQUENCIES,
  PAYMENT_DAYS,
  PAYMENT_METHODS,
  SELL_DOWN_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_SUB_TYPES,
  TRANSACTION_TYPES,
} from './enums';
import { ZListMeta, ZPaging } from './paging';
import { ZDate, ZFirmId, ZId, ZQueryFlag } from './validation';

/** The ledger's vocabulary: payments, orders, fees and cash movements (spec §3 "Portfolio transaction"). */

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods a pay-in may arrive by, and a withdrawal may leave by. `Transfer` is for product transfers. */
export const PAY_IN_METHODS = [
  'Bank Transfer',
  'Direct Debit',
  'BACS Credit',
] as const satisfies readonly PaymentMethod[];
export const WITHDRAWAL_METHODS = [
  'BACS Credit',
  'Bank Transfer',
] as const satisfies readonly PaymentMethod[];

/** Upstream: "In"/"Out" for payments, "Invest" for a buy; Keel names a sale "Sell". */
export const MOVEMENT_TYPES = ['In', 'Out', 'Invest', 'Sell'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionSubType = (typeof TRANSACTION_SUB_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The kinds of transaction Keel takes, by their (type, sub type, movement type). */
export const TRANSACTION_KINDS = {
  payIn: { transactionType: 'Payment', transactionSubType: 'Deposit', movementType: 'In' },
  withdraw: { transactionType: 'Payment', transactionSubType: 'Withdrawal', movementType: 'Out' },
  buy: { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Invest' },
  sell: { transactionType: 'Order', transactionSubType: 'At Best', movementType: 'Sell' },
  adHocFee: { transactionType: 'Cash', transactionSubType: 'Adviser Adhoc Fee', movementType: 'Out' },
  internalMovement: { transactionType: 'Cash Transfer', transactionSubType: 'Internal', movementType: 'Out' },
} as const satisfies Record<
  string,
  { transactionType: TransactionType; transactionSubType: TransactionSubType; movementType: MovementType }
>;
export type TransactionKind = keyof typeof TRANSACTION_KINDS;

export function kindOf(t: {
  transactionType?: unknown;
  transactionSubType?: unknown;
  movementType?: unknown;
}): TransactionKind | undefined {
  return (Object.keys(TRANSACTION_KINDS) as TransactionKind[]).find((k) => {
    const d = TRANSACTION_KINDS[k];
    return (
      d.transactionType === t.transactionType &&
      d.transactionSubType === t.transactionSubType &&
      d.movementType === t.movementType
    );
  });
}

/** Open transactions hold cash or units back; the rest are final. */
export const OPEN_STATUSES = [
  'Pending',
  'Waiting',
  'Placed',
  'Checking',
] as const satisfies readonly TransactionStatus[];
/** Sub types a firm may put behind four-eyes authorisation. */
export const FOUR_EYES_SUB_TYPES = ['Withdrawal', 'Adviser Adhoc Fee', 'Internal'] as const;

/** A sum of money at the edge: pounds, at most two decimals, never negative. */
export const ZMoney = z
  .number()
  .positive('Must be more than 0')
  .max(1_000_000_000)
  .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'Must have at most 2 decimal places');

/** A unit quantity (or a price) at the edge: at most six decimals. */
export const ZQuantity = z
  .number()
  .positive('Must be more than 0')
  .max(1_000_000_000)
  .refine((n) => /^\d+(\.\d{1,6})?$/.test(String(n)), 'Must have at most 6 decimal places');

const transactionFields = {
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionSubType: z.enum(TRANSACTION_SUB_TYPES),
  movementType: z.enum(MOVEMENT_TYPES),
  currency: z.literal('GBP', { message: 'Transactions are in GBP' }).default('GBP'),
  amount: ZMoney.optional(),
  quantity: ZQuantity.optional(),
  /** Keel: sell the whole holding. */
  sellAll: z.boolean().optional(),
  assetId: ZId.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Keel: the destination of an internal cash movement (another account of the same client). */
  toAccountId: ZId.optional(),
  frequency: z.enum(FREQUENCIES).default('Single'),
  paymentDay: z
    .number()
    .int()
    .refine(
      (d) => (PAYMENT_DAYS as readonly number[]).includes(d),
      `Must be one of: ${PAYMENT_DAYS.join(', ')}`,
    )
    .optional(),
  /** Keel: a regular payment's first payment date (default: its next payment day from today). */
  startDate: ZDate.optional(),
  /** A withdrawal short of cash: sell investments for the shortfall (Partial) or sell everything (Full). */
  autoDisinvest: z.enum(AUTO_DISINVEST).optional(),
  /** Which holdings a Partial auto-disinvest sells: the largest first, or pro rata (default Largest). */
  sellDown: z.enum(SELL_DOWN_METHODS).optional(),
  /** Keel: a pay-in invested when the money arrives, as percentages of it (the rest stays cash). */
  investOnReceipt: z
    .array(
      z.strictObject({
        assetId: ZId,
        percentage: z
          .number()
          .positive('Must be more than 0')
          .max(100, 'Must be at most 100')
          .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'Must have at most 2 decimal places'),
      }),
    )
    .min(1)
    .max(20)
    .refine((items) => new Set(items.map((i) => i.assetId)).size === items.length, 'Each asset once')
    .refine(
      (items) => items.reduce((sum, i) => sum + Math.round(i.percentage * 100), 0) <= 10_000,
      'The percentages must add up to at most 100',
    )
    .optional(),
  narrative: z.string().trim().max(140).optional(),
};

type Draft = Partial<Record<keyof typeof transactionFields, unknown>>;
const issue = (ctx: z.RefinementCtx, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });
const KIND_LIST =
  'Payment Deposit In, Payment Withdrawal Out, Order At Best Invest or Sell, Cash Adviser Adhoc Fee Out, Cash Transfer Internal Out';

/** The fields each kind needs and refuses; every problem is reported, not just the first. */
function checkKind(t: Draft, ctx: z.RefinementCtx) {
  if (!t || typeof t !== 'object') return;
  const kind = kindOf(t);
  if (!kind) {
    if (t.transactionType && t.transactionSubType && t.movementType)
      issue(ctx, 'transactionSubType', `Keel takes these transactions: ${KIND_LIST}`);
    return;
  }
  const needs = (field: keyof Draft, message = 'Required') =>
    t[field] === undefined && issue(ctx, field, message);
  const refuses = (field: keyof Draft) =>
    t[field] !== undefined &&
    issue(ctx, field, `Not used by a ${Object.values(TRANSACTION_KINDS[kind]).join(' ')}`);
  if (kind === 'sell') {
    const ways = ['amount', 'quantity', 'sellAll'].filter(
      (f) => t[f as keyof Draft] !== undefined && t[f as keyof Draft] !== false,
    );
    if (ways.length !== 1)
      issue(ctx, 'quantity', 'Give exactly one of quantity, amount (a value) or sellAll');
  } else needs('amount');
  if (kind === 'buy' || kind === 'sell') needs('assetId');
  else (['assetId', 'quantity', 'sellAll'] as const).forEach(refuses);
  if (kind === 'payIn' || kind === 'withdraw') needs('method');
  else refuses('method');
  if (kind === 'internalMovement') needs('toAccountId');
  else refuses('toAccountId');
  const allowed: readonly unknown[] = kind === 'payIn' ? PAY_IN_METHODS : WITHDRAWAL_METHODS;
  if (t.method !== undefined && (kind === 'payIn' || kind === 'withdraw') && !allowed.includes(t.method))
    issue(ctx, 'method', `A ${kind === 'payIn' ? 'pay-in' : 'withdrawal'} goes by ${allowed.join(', ')}`);
  if (kind !== 'withdraw') (['autoDisinvest', 'sellDown'] as const).forEach(refuses);
  if (kind !== 'payIn') refuses('investOnReceipt');
  checkFrequency(t, kind, ctx);
}

/** A regular payment is a pay-in or withdrawal with its day of the month (docs/decisions/0403). */
function checkFrequency(t: Draft, kind: TransactionKind, ctx: z.RefinementCtx) {
  if (t.frequency !== 'Regular') {
    if (t.paymentDay !== undefined) issue(ctx, 'paymentDay', 'Only for a regular payment');
    if (t.startDate !== undefined) issue(ctx, 'startDate', 'Only for a regular payment');
    return;
  }
  if (kind !== 'payIn' && kind !== 'withdraw')
    issue(ctx, 'frequency', 'Only pay-ins and withdrawals can be regular');
  if (t.paymentDay === undefined) issue(ctx, 'paymentDay', 'Required for a regular payment');
}

/** POST /portfoliotransaction: the create-portfolio-transaction body. */
export const ZCreatePortfolioTransaction = z
  .strictObject({ firmId: ZFirmId, accountId: ZId, ...transactionFields })
  .superRefine(checkKind, { when: () => true } as object);
export type TCreatePortfolioTransaction = z.output<typeof ZCreatePortfolioTransaction>;

/** POST /portfolioTransactionGroup: all or nothing, one linkId. Elements may leave out firmId/accountId. */
export const ZCreateTransactionGroup = z.strictObject({
  firmId: ZFirmId,
  accountId: ZId.optional(),
  transactions: z
    .array(
      z
        .strictObject({ firmId: ZFirmId.optional(), accountId: ZId.optional(), ...transactionFields })
        .superRefine(checkKind, { when: () => true } as object)
        .superRefine((t, ctx) => {
          if (t.frequency === 'Regular')
            issue(ctx, 'frequency', 'A regular payment is set up on its own, not in a group');
        }),
    )
    .min(1)
    .max(50),
});
export type TCreateTransactionGroup = z.output<typeof ZCreateTransactionGroup>;

/** GET /portfoliotransaction/{firmId}: every filter of spec §3, plus Keel's clientId and sort. */
export const ZTransactionListQuery = ZPaging.extend({
  linkId: ZId.optional(),
  transactionType: z.enum(TRANSACTION_TYPES).optional(),
  transactionSubType: z.enum(TRANSACTION_SUB_TYPES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  movementType: z.enum(MOVEMENT_TYPES).optional(),
  transactionDateFrom: ZDate.optional(),
  transactionDateTo: ZDate.optional(),
  accountId: ZId.optional(),
  assetId: ZId.optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** Only open transactions (Pending, Waiting, Placed, Checking). */
  incomplete: ZQueryFlag.optional(),
  nodeId: z.string().max(12).optional(),
  excludeDeleted: ZQueryFlag.optional(),
  orderId: ZId.optional(),
  paymentId: ZId.optional(),
  clientId: ZId.optional(),
  /** Keel: the transactions a regular payment instruction created. */
  regularPaymentId: ZId.optional(),
  /**
   * Keel: count every match exactly. Without it `meta.count` is exact up to 10,000 matches and the
   * planner's estimate past that, flagged by `meta.totalIsEstimate` (decision 0411).
   */
  exactCount: ZQueryFlag.optional().describe(
    'Keel: count every match exactly (else meta.count is an estimate past 10,000 matches)',
  ),
  /**
   * Keel: the `meta.nextCursor` of the page before, to read the next page by keyset instead of by offset
   * (`page` is then only echoed). Given when the list is sorted by createdAt (the default) or
   * transactionDate, either way (decision 0411).
   */
  after: z
    .string()
    .max(512)
    .optional()
    .describe(
      'Keel: meta.nextCursor of the page before; reads the next page by keyset (createdAt or transactionDate sorts)',
    ),
});
export type TTransactionListQuery = z.output<typeof ZTransactionListQuery>;

/** The transactions list's meta: the upstream's, plus Keel's count flag and cursor, each only when it applies. */
export const ZTransactionListMeta = ZListMeta.extend({
  /** True when `count` is the planner's estimate (past 10,000 matches); ask `exactCount=true` for the real count. */
  totalIsEstimate: z
    .literal(true)
    .optional()
    .describe('count is the planner estimate (past 10,000 matches); exactCount=true counts exactly'),
  /** Pass as `after` for the next page; absent on the last page and for sorts that page by offset only. */
  nextCursor: z
    .string()
    .optional()
    .describe('Pass as `after` for the next page; absent on the last page and for offset-only sorts'),
});
export type TTransactionListMeta = z.infer<typeof ZTransactionListMeta>;

/** GET /portfoliotransaction/export/{firmId}: the list's filters, every match, newest first. */
export const ZTransactionExportQuery = ZTransactionListQuery.omit({
  page: true,
  pageSize: true,
  sort: true,
  exactCount: true,
  after: true,
});
export type TTransactionExportQuery = z.output<typeof ZTransactionExportQuery>;
export const TRANSACTION_SORT_FIELDS = ['transactionDate', 'createdAt', 'amount', 'status'] as const;

/** GET /regularpayment/{firmId}: regular payment instructions (docs/decisions/0403). */
export const REGULAR_PAYMENT_STATUSES = ['Active', 'Cancelled'] as const;
export const ZRegularPaymentListQuery = ZPaging.extend({
  accountId: ZId.optional(),
  clientId: ZId.optional(),
  status: z.enum(REGULAR_PAYMENT_STATUSES).optional(),
  transactionSubType: z.enum(['Deposit', 'Withdrawal']).optional(),
});
export type TRegularPaymentListQuery = z.output<typeof ZRegularPaymentListQuery>;
