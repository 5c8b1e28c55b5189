import { and, eq } from 'drizzle-orm';
import { kindOf, TRANSACTION_KINDS } from '../../../../contract/ledger';
import { insertAudited, type AuditedKind } from '../../audit/audited';
import type { Tx } from '../../db/connection';
import { regularPaymentInstalments, regularPayments } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { checkAllowance } from '../allowance/allowance';
import { londonToday, plusDays } from '../clock';
import { planBuysOnReceipt } from '../placing/invest-on-receipt';
import { dec, moneyIn } from '../money';
import { checkAccountAllows, checkWrapperReleases } from '../../accounts/money-gate';
import type { PlaceContext, PlaceInput } from '../placing/context';
import { placeTransaction } from '../placing/place';
import { REGULAR_ACTOR } from '../records/actors';
import { insertTransaction, type Actor, type TransactionRow } from '../records/transaction-rows';

/**
 * Regular payments (docs/decisions/0403): a standing instruction to pay in or withdraw on a day of each
 * month. Each due date becomes one ordinary transaction, placed by the same rules as a single one.
 */

export type RegularPaymentRow = typeof regularPayments.$inferSelect;

/** Regular payment instructions are audited whole: every column before and after. */
export const REGULAR_PAYMENT: AuditedKind<typeof regularPayments> = {
  table: regularPayments,
  entityType: 'regularPayment',
  snapshot: (row) => row,
};

/** The same day next month (payment days are 1–28, so every month has it). */
export function nextMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = m === 12 ? 1 : m + 1;
  return `${m === 12 ? y + 1 : y}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first date on or after `from` that falls on `paymentDay`. */
export function firstDueDate(paymentDay: number, from: string): string {
  const thisMonth = `${from.slice(0, 8)}${String(paymentDay).padStart(2, '0')}`;
  return thisMonth >= from ? thisMonth : nextMonth(thisMonth);
}

/** Checks that every instalment will have to pass too, so a doomed instruction is refused at once. */
async function checkInstruction(ctx: PlaceContext, input: PlaceInput) {
  const account = ctx.accounts.get(input.accountId)!;
  if (kindOf(input) === 'withdraw') {
    checkAccountAllows(account, 'withdraw');
    checkWrapperReleases(account);
    return;
  }
  checkAccountAllows(account, 'payIn');
  await checkAllowance(ctx.tx, account, dec(input.amount), 'amount');
  if (input.investOnReceipt) await planBuysOnReceipt(ctx, dec(input.amount), input.investOnReceipt, account);
}

/**
 * POST /portfoliotransaction with frequency Regular: records the instruction (answered as the id) and, when
 * its first payment day is today, creates today's transaction at once.
 */
export async function setUpRegularPayment(ctx: PlaceContext, input: PlaceInput) {
  const today = londonToday();
  if (input.startDate && input.startDate < today) throw fieldError('startDate', 'Must be today or later');
  if (input.startDate && input.startDate > plusDays(today, 366))
    throw fieldError('startDate', 'Must be within a year');
  await checkInstruction(ctx, input);
  const start = firstDueDate(input.paymentDay!, input.startDate ?? today);
  const row = await insertAudited(ctx.tx, ctx.caller, REGULAR_PAYMENT, {
    accountId: input.accountId,
    transactionSubType: input.transactionSubType,
    amount: moneyIn(dec(input.amount)),
    method: input.method!,
    paymentDay: input.paymentDay!,
    startDate: start,
    nextDueDate: start,
    sellDown: input.autoDisinvest ? (input.sellDown ?? 'Largest') : null,
    autoDisinvest: input.autoDisinvest ?? null,
    investOnReceipt: input.investOnReceipt ?? null,
    narrative: input.narrative ?? null,
  });
  if (start === today) await createDueInstalments(ctx.tx, row, today, ctx.accounts);
  return { id: row.id };
}

/** The single transaction an instalment places: the instruction's terms, on its due date. */
function instalmentInput(rp: RegularPaymentRow): PlaceInput {
  const kind = rp.transactionSubType === 'Deposit' ? 'payIn' : 'withdraw';
  return {
    ...TRANSACTION_KINDS[kind],
    accountId: rp.accountId,
    currency: 'GBP',
    frequency: 'Single',
    amount: Number(rp.amount),
    method: rp.method as PlaceInput['method'],
    ...(rp.autoDisinvest
      ? {
          autoDisinvest: rp.autoDisinvest as 'Partial' | 'Full',
          sellDown: (rp.sellDown ?? 'Largest') as 'Largest' | 'Proportional',
        }
      : {}),
    ...(rp.investOnReceipt ? { investOnReceipt: rp.investOnReceipt } : {}),
    narrative: rp.narrative ?? `Regular ${kind === 'payIn' ? 'pay-in' : 'withdrawal'} ${rp.id}`,
  };
}

/** Why placing failed, in words: the field errors' messages, or the conflict's. */
const reasonOf = (e: AppError) =>
  e.fieldErrors.length ? e.fieldErrors.map((f) => f.errorMessage).join('; ') : e.message;

/**
 * Creates the transaction for one due date, exactly once: the instalment row is claimed first (its primary
 * key is the instruction and date), so a second run for the same date finds it taken and does nothing. A
 * transaction the rules refuse (not enough cash, allowance used up, account suspended) is still recorded,
 * as Error with the reason, so the missed payment shows in the transactions list.
 */
async function createInstalment(
  tx: Tx,
  rp: RegularPaymentRow,
  dueDate: string,
  accounts: PlaceContext['accounts'],
) {
  const [claimed] = await tx
    .insert(regularPaymentInstalments)
    .values({ regularPaymentId: rp.id, dueDate })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return undefined;
  const actor: Actor = { firmId: rp.firmId, userId: REGULAR_ACTOR };
  const details = { regularPaymentId: rp.id };
  const input = instalmentInput(rp);
  const ctx = (sp: Tx): PlaceContext => ({
    tx: sp,
    caller: actor,
    accounts,
    today: dueDate,
    linkId: null,
    groupPayIns: new Map(),
    details,
  });
  let row: TransactionRow;
  try {
    row = await tx.transaction((sp) => placeTransaction(ctx(sp), input));
  } catch (e) {
    if (!(e instanceof AppError) || e.statusCode >= 500) throw e;
    row = await insertTransaction(tx, actor, {
      ...TRANSACTION_KINDS[rp.transactionSubType === 'Deposit' ? 'payIn' : 'withdraw'],
      accountId: rp.accountId,
      amount: rp.amount,
      method: rp.method,
      status: 'Error',
      transactionDate: dueDate,
      details: { ...details, narrative: input.narrative, statusReason: reasonOf(e) },
    });
  }
  await tx
    .update(regularPaymentInstalments)
    .set({ transactionId: row.id })
    .where(
      and(
        eq(regularPaymentInstalments.regularPaymentId, rp.id),
        eq(regularPaymentInstalments.dueDate, dueDate),
      ),
    );
  return row;
}

/**
 * Creates every instalment due on or before `today` that is not yet created (a run that was down for a
 * payment day catches up), then moves the instruction's next due date on. The caller holds the locks.
 */
export async function createDueInstalments(
  tx: Tx,
  rp: RegularPaymentRow,
  today: string,
  accounts: PlaceContext['accounts'],
): Promise<TransactionRow[]> {
  const created: TransactionRow[] = [];
  let due = rp.nextDueDate;
  for (; due <= today; due = nextMonth(due)) {
    const row = await createInstalment(tx, rp, due, accounts);
    if (row) created.push(row);
  }
  await tx
    .update(regularPayments)
    .set({ nextDueDate: due, updatedAt: new Date() })
    .where(eq(regularPayments.id, rp.id));
  return created;
}
