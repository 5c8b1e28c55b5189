import type { TranslateFunction } from 'react-admin';
import type { TPortfolioTransaction, TTransactionAction } from '../../../../contract/transactions';
import { formatMoney } from '../../shared/format';

/** The desk's address is shared (the accounts pages link to it); re-exported for this folder's pages. */
export { DESK_FILTER, DESK_PATH, DESK_QUERY } from '../../shared/paymentsDeskPath';

/**
 * The payments desk (issue 12): Waiting pay-ins and withdrawals are recorded as received / paid out, or
 * failed, through PUT /portfoliotransactionaction/{firmId}/{paymentId}, one call per payment (there is no
 * job queue yet), each with its own outcome.
 */

export type DeskAction = 'receive' | 'fail';

/** What the desk's form holds: the day the money moved and the bank's reference, or why it failed. */
export interface DeskValues {
  completedDate?: string;
  bankReference?: string;
  actionReason?: string;
}

/** A payment the desk can record: Waiting, a pay-in or a withdrawal, and not waiting for its sales. */
export const isDeskPayment = (
  t: Pick<TPortfolioTransaction, 'status' | 'transactionType' | 'transactionSubType' | 'awaitingSales'>,
) =>
  t.status === 'Waiting' &&
  t.transactionType === 'Payment' &&
  (t.transactionSubType === 'Deposit' || t.transactionSubType === 'Withdrawal') &&
  !t.awaitingSales;

/** Today in London (the platform's day), as YYYY-MM-DD: the default date received. */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** The action call's body for the desk's form. */
export function actionBody(action: DeskAction, values: DeskValues): TTransactionAction {
  if (action === 'fail') return { transactionAction: 'Reject', actionReason: values.actionReason?.trim() };
  const reference = values.bankReference?.trim();
  return {
    transactionAction: 'Complete',
    ...(values.completedDate ? { completedDate: values.completedDate } : {}),
    ...(reference ? { bankReference: reference } : {}),
  };
}

/** One payment's outcome: recorded, or why the platform refused it. */
export interface DeskOutcome {
  payment: TPortfolioTransaction;
  error?: unknown;
}

/**
 * Records each payment in turn (one after another, so the platform's locks never make them wait on each
 * other) and keeps going past a refusal: every payment gets its own outcome.
 */
export async function recordEach(
  payments: readonly TPortfolioTransaction[],
  record: (payment: TPortfolioTransaction) => Promise<unknown>,
): Promise<DeskOutcome[]> {
  const outcomes: DeskOutcome[] = [];
  for (const payment of payments) {
    try {
      await record(payment);
      outcomes.push({ payment });
    } catch (error) {
      outcomes.push({ payment, error });
    }
  }
  return outcomes;
}

const KEY = 'resources.transactions.desk';
const isPayIn = (t: TPortfolioTransaction) => t.transactionSubType === 'Deposit';

/** The button that records a payment: "Record receipt" for a pay-in, "Record payout" for a withdrawal. */
export const recordLabel = (translate: TranslateFunction, payments: readonly TPortfolioTransaction[]) =>
  translate(
    payments.length === 1
      ? `${KEY}.${isPayIn(payments[0]) ? 'recordReceipt' : 'recordPayout'}`
      : `${KEY}.recordPayments`,
  );

/**
 * The toast in our words: one payment names itself ("Pay-in of £10,000.00 recorded as received"),
 * several are counted ("3 payments recorded"), and a partial run says how many were not.
 */
export function outcomeMessage(
  translate: TranslateFunction,
  action: DeskAction,
  outcomes: readonly DeskOutcome[],
): string {
  const done = outcomes.filter((o) => !o.error);
  const failed = outcomes.length - done.length;
  if (outcomes.length === 1 && done.length === 1) {
    const t = done[0].payment;
    const what = isPayIn(t) ? 'payIn' : 'withdrawal';
    return translate(`${KEY}.toast.${action}.${what}`, { amount: formatMoney(t.amount, t.currency) });
  }
  if (!failed) return translate(`${KEY}.toast.${action}.many`, { smart_count: done.length });
  return translate(`${KEY}.toast.partial`, { done: done.length, total: outcomes.length, failed });
}
