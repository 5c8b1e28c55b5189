import type { TransactionKind } from '../../../../contract/ledger';
import type { TTransactionRequest } from '../../../../contract/transactions';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { conflict } from '../../errors';
import { needsSecondUser } from '../four-eyes/four-eyes';
import { loadForChange } from '../records/load';
import { dec } from '../money';
import { presentById } from '../records/presenter';
import { cancelSales, onSaleFinal } from '../settlement/disinvest-sales';
import { changeTransaction, type Actor, type TransactionRow } from '../records/transaction-rows';
import { failFundedBuys } from '../settlement/settle';

type RequestKind = 'Cancellation' | 'Deletion';

/**
 * What a removed transaction takes with it: the buys its pay-in was to fund fail, a withdrawal's sells not
 * yet dealt are cancelled, and a sell raised for a withdrawal lets that withdrawal settle its funding.
 */
export async function afterRemoval(
  tx: Tx,
  actor: Actor,
  removed: TransactionRow,
  kind: TransactionKind,
  verb: string,
) {
  if (kind === 'payIn')
    await failFundedBuys(tx, actor, removed, `The pay-in that funded this order was ${verb}`);
  if (kind === 'sell') await onSaleFinal(tx, actor, removed);
  if (kind === 'withdraw') await cancelSales(tx, actor, removed);
}

function checkRemovable(row: TransactionRow, verb: string) {
  if (row.status === 'Completed')
    throw conflict(`A completed transaction cannot be ${verb}; record a correcting transaction instead`);
  if (row.status === 'Checking') throw conflict('A request on this transaction already awaits authorisation');
  if (row.status === 'Deleted' || row.status === 'Error')
    throw conflict(`This transaction is already ${row.status}`);
}

/**
 * Cancelling or deleting an open transaction. Withdrawing a Pending (unauthorised) one is immediate; an
 * open one at or above its four-eyes threshold becomes Checking until a second user authorises the
 * request; below it, immediate. Completed transactions stay: correct them with a new transaction.
 */
export async function requestRemoval(
  db: Database,
  caller: Caller,
  id: string,
  kind: RequestKind,
  input: TTransactionRequest,
) {
  return db.transaction(async (tx) => {
    const { row, kind: txKind } = await loadForChange(tx, caller, id);
    const verb = kind === 'Cancellation' ? 'cancelled' : 'deleted';
    checkRemovable(row, verb);
    const amount = row.amount === null ? null : dec(row.amount);
    const reason = input.reason ?? null;
    if (row.status !== 'Pending' && (await needsSecondUser(tx, row.firmId, row.transactionSubType, amount))) {
      const pendingRequest = { kind, requestedBy: caller.userId, reason, previousStatus: row.status };
      await changeTransaction(
        tx,
        caller,
        row,
        { status: 'Checking', details: { pendingRequest } },
        'request',
        reason ?? undefined,
      );
      return presentById(tx, id);
    }
    const removed = await changeTransaction(
      tx,
      caller,
      row,
      { status: 'Deleted', details: { statusReason: `${kind} requested${reason ? `: ${reason}` : ''}` } },
      kind === 'Cancellation' ? 'cancel' : 'delete',
      reason ?? undefined,
    );
    await afterRemoval(tx, caller, removed, txKind, verb);
    return presentById(tx, id);
  });
}
