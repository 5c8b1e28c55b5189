import type { TTransactionAction } from '../../../../contract/transactions';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { badRequest, conflict, fieldError } from '../../errors';
import { londonToday } from '../clock';
import { expectStatus, loadForChange, type Loaded } from '../records/load';
import { dec, pence, formatPounds } from '../money';
import { presentById } from '../records/presenter';
import { cancelSales, onSaleFinal } from '../settlement/disinvest-sales';
import {
  changeTransaction,
  detailsOf,
  type Actor,
  type TransactionDetails,
} from '../records/transaction-rows';
import { failFundedBuys, settlePayIn, settleWithdrawal } from '../settlement/settle';
import { executeManually } from '../settlement/trade';

/**
 * PUT /portfoliotransactionaction/{firmId}/{paymentId}: the operations side. `Complete` records that a
 * pay-in arrived, a withdrawal was paid (with the date and the bank's reference), or an order was executed
 * (with executionDetails); `Reject` that it failed, with the reason, releasing whatever it held.
 */
export async function transactionAction(db: Database, caller: Caller, id: string, input: TTransactionAction) {
  return db.transaction(async (tx) => {
    await applyAction(tx, caller, await loadForChange(tx, caller, id), input);
    return presentById(tx, id);
  });
}

/**
 * The action on a transaction already loaded under lock: the one path for the payments desk (a user) and
 * the simulated bank feed (a system actor), so both keep the same rules and the same audit trail.
 */
export async function applyAction(tx: Tx, actor: Actor, loaded: Loaded, input: TTransactionAction) {
  if (loaded.row.status === 'Pending')
    throw conflict('This transaction awaits authorisation by a second user');
  if (input.transactionAction === 'Reject') return reject(tx, actor, loaded, input);
  return complete(tx, actor, loaded, input);
}

/** The day the money moved or the order was executed: not in the future, not before it was made. */
function completionDate(input: TTransactionAction, row: Loaded['row']): string {
  const date = input.completedDate ?? input.transactionDate ?? londonToday();
  if (date > londonToday()) throw fieldError('completedDate', 'Must not be in the future');
  if (date < row.transactionDate)
    throw fieldError('completedDate', `Must be on or after ${row.transactionDate}`);
  return date;
}

/** What the desk said with a completion, kept in the transaction's details (and so in its audit row). */
const completionDetails = (input: TTransactionAction): TransactionDetails | undefined => {
  const details: TransactionDetails = {};
  if (input.bankReference) details.bankReference = input.bankReference;
  if (input.actionReason) details.actionReason = input.actionReason;
  return Object.keys(details).length ? details : undefined;
};

async function complete(tx: Tx, actor: Actor, { row, kind }: Loaded, input: TTransactionAction) {
  if (kind === 'payIn' || kind === 'withdraw') {
    expectStatus(row, ['Waiting'], 'completed');
    if (detailsOf(row).awaitingSales)
      throw conflict('This withdrawal waits for the sale of investments to fund it; deal them first');
    const date = completionDate(input, row);
    const settle = kind === 'payIn' ? settlePayIn : settleWithdrawal;
    return settle(tx, actor, row, date, completionDetails(input));
  }
  if (input.bankReference)
    throw fieldError('bankReference', 'Only a payment received or paid out has a bank reference');
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
      `Must be executedQuantity × price (${formatPounds(units.times(price))}), to the penny`,
    );
  const tradeDate = completionDate(input, row);
  return executeManually(tx, actor, row, {
    price,
    units,
    amount,
    tradeDate,
    venue: ex.venue,
    transactionTime: ex.transactionTime ?? new Date().toISOString().slice(11, 19),
  });
}

/**
 * A failure says why (the desk's "Mark failed" asks for it): the reason is the transaction's status reason
 * and its audit row's. A failed pay-in leaves the ISA allowance it was holding (allowance.ts counts no
 * Error), and the buys it was to fund fail with it.
 */
async function reject(tx: Tx, actor: Actor, { row, kind }: Loaded, input: TTransactionAction) {
  const reason = input.actionReason;
  const problems = [
    ...(reason ? [] : [{ fieldName: 'actionReason', errorMessage: 'Say why it failed' }]),
    ...(input.bankReference
      ? [{ fieldName: 'bankReference', errorMessage: 'Only a payment received or paid out has one' }]
      : []),
  ];
  if (problems.length) throw badRequest(problems);
  expectStatus(row, ['Waiting', 'Placed'], 'rejected');
  const failed = await changeTransaction(
    tx,
    actor,
    row,
    { status: 'Error', details: { statusReason: reason, actionReason: reason } },
    'reject',
    reason,
  );
  if (kind === 'payIn') await failFundedBuys(tx, actor, failed, 'The pay-in that funded this order failed');
  if (kind === 'sell') await onSaleFinal(tx, actor, failed);
  if (kind === 'withdraw') await cancelSales(tx, actor, failed);
  return failed;
}
