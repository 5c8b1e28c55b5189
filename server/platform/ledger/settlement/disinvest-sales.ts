import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../contract/ledger';
import type { Tx } from '../../db/connection';
import { portfolioTransactions as t } from '../../db/schema';
import { availableCash } from '../postings/books';
import { dec, Decimal, moneyIn, formatPounds, ZERO } from '../money';
import {
  changeTransaction,
  detailsOf,
  lockTransaction,
  type Actor,
  type TransactionRow,
} from '../records/transaction-rows';

/**
 * The end of an auto-disinvest (docs/decisions/0404; placing/disinvest.ts raises the sells): as each sell
 * raised for a withdrawal becomes final its proceeds are held for the withdrawal, and cancelling the
 * withdrawal cancels its sells. Kept apart from the placing side so that settlement never imports placing.
 */

const openSales = (withdrawalId: string) =>
  and(
    sql`${t.details}->>'fundsWithdrawal' = ${withdrawalId}`,
    inArray(t.status, [...OPEN_STATUSES]),
    eq(t.transactionType, 'Order'),
  );

/**
 * A sell raised for a withdrawal is final (dealt, failed or cancelled; its account is locked): hold what
 * the withdrawal still needs from the account's free cash. When no sell is left open the withdrawal is
 * ready to pay, or — if the sales raised too little — fails with why, releasing its cash.
 */
export async function onSaleFinal(tx: Tx, actor: Actor, sell: TransactionRow) {
  const id = detailsOf(sell).fundsWithdrawal;
  if (!id) return;
  const withdrawal = await lockTransaction(tx, sell.firmId, id);
  if (!withdrawal || !detailsOf(withdrawal).awaitingSales) return;
  if (!['Waiting', 'Checking'].includes(withdrawal.status)) return;
  const amount = dec(withdrawal.amount);
  const held = dec(withdrawal.reservedCash);
  const free = Decimal.max(await availableCash(tx, withdrawal.accountId), ZERO);
  const nowHeld = held.plus(Decimal.min(amount.minus(held), free));
  const [stillOpen] = await tx.select({ id: t.id }).from(t).where(openSales(id)).limit(1);
  if (stillOpen) {
    if (nowHeld.greaterThan(held))
      await changeTransaction(tx, actor, withdrawal, { reservedCash: moneyIn(nowHeld) }, 'fund');
    return;
  }
  if (nowHeld.equals(amount))
    return changeTransaction(
      tx,
      actor,
      withdrawal,
      { reservedCash: moneyIn(nowHeld), details: { awaitingSales: false } },
      'fund',
    );
  return changeTransaction(
    tx,
    actor,
    withdrawal,
    {
      status: 'Error',
      details: {
        awaitingSales: false,
        statusReason: `The sales raised too little: ${formatPounds(nowHeld)} of the ${formatPounds(amount)} is available`,
      },
    },
    'fail',
  );
}

/** The withdrawal was cancelled or deleted: its sells not yet dealt are cancelled with it. */
export async function cancelSales(tx: Tx, actor: Actor, withdrawal: TransactionRow) {
  if (!detailsOf(withdrawal).awaitingSales) return;
  const open = await tx.select().from(t).where(openSales(withdrawal.id)).for('update');
  for (const sell of open)
    await changeTransaction(
      tx,
      actor,
      sell,
      { status: 'Deleted', details: { statusReason: `The withdrawal ${withdrawal.id} was cancelled` } },
      'cancel',
    );
  await changeTransaction(tx, actor, withdrawal, { details: { awaitingSales: false } }, 'cancel');
}
