import { CHARGE_TYPES } from './documents';
import { z } from 'zod';
import {
  AUTO_DISINVEST,
  PAYMENT_METHODS,
  SELL_DOWN_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_SUB_TYPES,
  TRANSACTION_TYPES,
} from './enums';
import { ZAuditDetails } from './audit';
import { MOVEMENT_TYPES, REGULAR_PAYMENT_STATUSES, ZMoney, ZQuantity } from './ledger';
import { ZDate, ZFirmId, ZId } from './validation';

/** Transactions as the API returns them, and what people and the dealing desk do to them. */

export const ZExecutionDetails = z.strictObject({
  currency: z.literal('GBP').default('GBP'),
  price: ZQuantity,
  transactionTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Must be a time, HH:MM:SS')
    .optional(),
  venue: z.string().trim().min(1).max(12).default('XLON'),
  executionAmount: ZMoney,
  executedQuantity: ZQuantity,
});
export type TExecutionDetails = z.output<typeof ZExecutionDetails>;

/** A date as the upstream sends it: epoch milliseconds or an ISO date (time ignored). */
const ZLooseDate = z.union([
  z
    .number()
    .int()
    .positive()
    .transform((ms) => new Date(ms).toISOString().slice(0, 10)),
  z
    .string()
    .transform((s) => s.slice(0, 10))
    .pipe(ZDate),
]);

/**
 * The bank's reference for money received or paid out, as a UK payment scheme carries it: up to 35
 * characters (ISO 20022's end-to-end id; Faster Payments and BACS carry 18 of them) of the characters
 * every scheme accepts.
 */
export const BANK_REFERENCE_MAX = 35;
export const ZBankReference = z
  .string()
  .trim()
  .min(1, 'Must not be empty')
  .max(BANK_REFERENCE_MAX, `Must be at most ${BANK_REFERENCE_MAX} characters`)
  .regex(/^[A-Za-z0-9 ./&-]*$/, 'Must be letters, digits, spaces and . / & - only');

/**
 * PUT /portfoliotransactionaction/{firmId}/{paymentId}: complete (or reject) a payment or an order.
 * `bankReference` is Keel's: the payments desk records the bank's reference with the date received.
 */
export const ZTransactionAction = z.strictObject({
  type: z.literal('Action').optional(),
  firmId: ZFirmId.optional(),
  transactionAction: z.enum(['Complete', 'Reject']),
  actionReason: z.string().trim().max(500).optional(),
  completedDate: ZLooseDate.optional(),
  bankReference: ZBankReference.optional(),
  executionDetails: ZExecutionDetails.optional(),
  quantity: ZQuantity.optional(),
  amount: ZMoney.optional(),
  transactionDate: ZDate.optional(),
  intendedSettlementDate: ZDate.optional(),
});
export type TTransactionAction = z.output<typeof ZTransactionAction>;

/** PUT /portfoliotransaction/action/authorise/…: approve (default) or decline. */
export const ZAuthoriseTransaction = z.strictObject({
  authorise: z.boolean().default(true),
  reason: z.string().trim().max(500).optional(),
});
export type TAuthoriseTransaction = z.output<typeof ZAuthoriseTransaction>;

/** PUT …/requestCancellation/… and …/requestdeletion/…. */
export const ZTransactionRequest = z.strictObject({ reason: z.string().trim().max(500).optional() });
export type TTransactionRequest = z.output<typeof ZTransactionRequest>;

/** POST /dealing/run/{firmId}: execute Placed orders at the latest price (optionally one account's). */
export const ZDealingRun = z.strictObject({ accountId: ZId.optional() });
export const ZDealingResult = z.object({
  placed: z.number().int(),
  executed: z.number().int(),
  rejected: z.number().int(),
  orders: z.array(
    z.object({
      transactionId: z.string(),
      status: z.enum(['Completed', 'Error']),
      reason: z.string().nullable(),
    }),
  ),
});
export type TDealingResult = z.infer<typeof ZDealingResult>;

export const ZContractNote = z.object({
  reference: z.string(),
  side: z.enum(['Buy', 'Sell']),
  assetId: z.string(),
  isin: z.string(),
  assetName: z.string(),
  quantity: z.number(),
  price: z.number(),
  consideration: z.number(),
  charges: z.number(),
  /** Each charge of the firm's tariff that applied (decision 0413); absent on notes written before it. */
  chargeLines: z.array(z.object({ type: z.enum(CHARGE_TYPES), amount: z.number() })).optional(),
  /** What the account paid (a buy: consideration plus charges) or received (a sale: less charges). */
  netAmount: z.number(),
  tradeDate: z.string(),
  settlementDate: z.string(),
  venue: z.string(),
  transactionTime: z.string(),
});

export type TContractNote = z.infer<typeof ZContractNote>;

/** A portfolio transaction as the API returns it. */
export const ZPortfolioTransaction = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  clientId: z.string(),
  linkId: z.string().nullable(),
  transactionType: z.enum(TRANSACTION_TYPES),
  transactionSubType: z.enum(TRANSACTION_SUB_TYPES),
  movementType: z.enum(MOVEMENT_TYPES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  incomplete: z.boolean(),
  currency: z.string(),
  amount: z.number().nullable(),
  quantity: z.number().nullable(),
  sellAll: z.boolean(),
  assetId: z.string().nullable(),
  assetName: z.string().nullable(),
  isin: z.string().nullable(),
  toAccountId: z.string().nullable(),
  transactionDate: z.string(),
  completedDate: z.string().nullable(),
  intendedSettlementDate: z.string().nullable(),
  narrative: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** Keel: the bank's reference recorded when a payment was received or paid out. */
  bankReference: z.string().nullable(),
  requestedBy: z.string(),
  /** Keel: the person (or system actor) who requested it, by name; null when unknown to the firm. */
  requestedByName: z.string().nullable(),
  authorisedBy: z.string().nullable(),
  authorisedByName: z.string().nullable(),
  pendingRequest: z
    .object({
      kind: z.enum(['Cancellation', 'Deletion']),
      requestedBy: z.string(),
      requestedByName: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  executionDetails: ZExecutionDetails.nullable(),
  contractNote: ZContractNote.nullable(),
  /** Keel: the regular payment instruction that created this transaction. */
  regularPaymentId: z.string().nullable(),
  /** Keel: a withdrawal funded by selling investments, while its sells (same linkId) are not yet dealt. */
  awaitingSales: z.boolean(),
  createdDate: z.string(),
  auditDetails: ZAuditDetails,
});
export type TPortfolioTransaction = z.infer<typeof ZPortfolioTransaction>;

/** A regular payment instruction as the API returns it (docs/decisions/0403). */
export const ZRegularPayment = z.object({
  id: z.string(),
  firmId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  clientId: z.string(),
  transactionSubType: z.enum(['Deposit', 'Withdrawal']),
  movementType: z.enum(['In', 'Out']),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  paymentDay: z.number().int(),
  startDate: z.string(),
  /** Null once cancelled. */
  nextPaymentDate: z.string().nullable(),
  status: z.enum(REGULAR_PAYMENT_STATUSES),
  autoDisinvest: z.enum(AUTO_DISINVEST).nullable(),
  sellDown: z.enum(SELL_DOWN_METHODS).nullable(),
  investOnReceipt: z.array(z.object({ assetId: z.string(), percentage: z.number() })).nullable(),
  narrative: z.string().nullable(),
  cancelledDate: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdBy: z.string(),
  createdDate: z.string(),
  auditDetails: ZAuditDetails,
});
export type TRegularPayment = z.infer<typeof ZRegularPayment>;

/** PUT /regularpayment/action/cancel/{firmId}/{regularPaymentId}. */
export const ZCancelRegularPayment = z.strictObject({
  reason: z.string().trim().max(500).optional(),
  version: z.number().int().positive().optional(),
});
export type TCancelRegularPayment = z.output<typeof ZCancelRegularPayment>;
