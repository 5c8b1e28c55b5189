import type { TTransactionAction } from '../../../contract/transactions';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { conflict, fieldError } from '../http/errors';
import { londonToday } from './clock';
import { expectStatus, loadForChange, type Loaded } from './load';
import { dec, pence, pounds } from './money';
import { presentById } from './presenter';
import { cancelSales, onSaleFinal } from './disinvest';
import { changeTransaction, detailsOf } from './record';
import { failFundedBuys, settlePayIn, settleWithdrawal } from './settle';
import { executeManually } from './trade';

/**
 * PUT /portfoliotransactionaction/{firmId}/{paymentId}: the operations side. `Complete` records that a
 * pay-in arrived, a withdrawal was paid, or an order was executed (with executionDetails); `Reject` that
 * it failed, releasing whatever it held.
 */
export async function transactionAction(db: Database, caller: Caller, id: string, input: TTransactionAction) {
  if (input.firmId && input.firmId !== caller.firmId) throw fieldError('firmId', 'Must be your firm');
  return db.transaction(async (tx) => {
    const loaded = await loadForChange(tx, caller, id);
    if (loaded.row.status === 'Pending')
      throw conflict('This transaction awaits authorisation by a second user');
    if (input.transactionAction === 'Reject') await reject(tx, caller, loaded, input);
    else await complete(tx, caller, loaded, input);
    return presentById(tx, id);
  });
}

function completionDate(input: TTransactionAction, row: Loaded['row']): string {
  const date = input.completedDate ?? input.transactionDate ?? londonToday();
  if (date > londonToday()) throw fieldError('completedDate', 'Must not be in the future');
  if (date < row.transactionDate)
    throw fieldError('completedDate', `Must be on or after ${row.transactionDate}`);
  return date;
}

async function complete(tx: Tx, caller: Caller, { row, kind }: Loaded, input: TTransactionAction) {
  if (kind === 'payIn' || kind === 'withdraw') {
    expectStatus(row, ['Waiting'], 'completed');
    if (detailsOf(row).awaitingSales)
      throw conflict('This withdrawal waits for the sale of investments to fund it; deal them first');
    const date = completionDate(input, row);
    return kind === 'payIn' ? settlePayIn(tx, caller, row, date) : settleWithdrawal(tx, caller, row, date);
  }
  if (kind !== 'buy' && kind !== 'sell') throw conflict('Only payments and orders are completed this way');
  expectStatus(row, ['Placed'], 'executed');
  const ex = input.executionDetails;
  if (!ex) throw fieldError('executionDetails', 'Required to complete an order');
  const units = dec(ex.executedQuantity);
  const price = dec(ex.price);
  const amount = dec(ex.executionAmount);
  if (pence(units.times(price)).minus(amount).abs().greaterThan(0.01))
    throw fieldError(
      'executionDetails.executionAmount',
      `Must be executedQuantity × price (${pounds(units.times(price))}), to the penny`,
    );
  const tradeDate = completionDate(input, row);
  return executeManually(tx, caller, row, {
    price,
    units,
    amount,
    tradeDate,
    venue: ex.venue,
    transactionTime: ex.transactionTime ?? new Date().toISOString().slice(11, 19),
  });
}

async function reject(tx: Tx, caller: Caller, { row, kind }: Loaded, input: TTransactionAction) {
  expectStatus(row, ['Waiting', 'Placed'], 'rejected');
  const reason = input.actionReason ?? 'Rejected';
  const failed = await changeTransaction(
    tx,
    caller,
    row,
    { status: 'Error', details: { statusReason: reason, actionReason: input.actionReason } },
    'reject',
    input.actionReason,
  );
  if (kind === 'payIn') await failFundedBuys(tx, caller, failed, 'The pay-in that funded this order failed');
  if (kind === 'sell') await onSaleFinal(tx, caller, failed);
  if (kind === 'withdraw') await cancelSales(tx, caller, failed);
  return failed;
}
