import type { TransferActor, TransferStatus, TTransferUpdateEvent } from '../../../contract/transfers';
import type { Actor } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { conflict, fieldError, staleVersion } from '../errors';
import { moneyIn } from '../ledger/money';
import { findMove, forbiddenMoveMessage, isFinal, type TransferMove } from './lifecycle';
import { crystallisationFor, joinCrystallisedTransferGroup } from './pension';
import { transferDetail } from './read';
import { endTransferTransaction, settleTransfer } from './settle';
import { changeTransfer, lockTransfer, lockTransferFor, recordEvent, type TransferRow } from './store';

/**
 * A transfer's events (decision 0800): every event is written to its history; one with `newStatus` also
 * moves the transfer when the state machine allows that move, else 409 naming the current status. The one
 * path for staff (PUT firmTransferHistoryUpdate) and for the counterparty simulator, so both keep the same
 * rules, history and audit trail.
 */

function checkMove(row: TransferRow, to: TransferStatus, as?: TransferActor): TransferMove {
  const from = row.status as TransferStatus;
  const move = findMove(
    { status: from, direction: row.direction as 'In' | 'Out', processingType: row.processingType as 'Cash' },
    to,
    as,
  );
  if (!move) throw conflict(forbiddenMoveMessage(from, to));
  return move;
}

/** What the move changes on the transfer besides its status, after its checks and side effects in the ledger. */
async function effectsOf(
  tx: Tx,
  who: Actor,
  row: TransferRow,
  to: TransferStatus,
  event: TTransferUpdateEvent,
) {
  const values: Partial<TransferRow> = { status: to };
  if (to === 'Rejected') {
    if (!event.reason) throw fieldError('reason', 'Required: say why the transfer was rejected');
    values.rejectionReason = event.reason;
  }
  if (row.status === 'Awaiting Crystallisation Information' && !isFinal(to) && to !== 'Pending Cancellation')
    values.crystallisation = crystallisationFor(row, event.crystallisation);
  if (event.actualValue !== undefined && to !== 'Completed')
    throw fieldError('actualValue', 'Only with the move to Completed');
  if (to === 'Completed') {
    const settled = await settleTransfer(tx, who, row, event.actualValue);
    values.actualValue = moneyIn(settled.amount);
    values.completedDate = settled.date;
    if (row.crystallised && row.direction === 'In') await joinCrystallisedTransferGroup(tx, who, row);
  }
  if (to === 'Cancelled' || to === 'Deleted' || to === 'Rejected')
    await endTransferTransaction(tx, who, row, to, event.reason ?? event.text);
  return values;
}

/**
 * Applies one event to a transfer already locked: records it, and makes its move if any. `as` restricts the
 * move to one actor's (the simulator moves only as the Provider); staff may make any allowed move, which is
 * recorded as made by the actor the state machine names.
 */
export async function applyTransferEvent(
  tx: Tx,
  who: Actor,
  row: TransferRow,
  event: TTransferUpdateEvent,
  as?: TransferActor,
): Promise<TransferRow> {
  if (event.version !== undefined && event.version !== row.version) throw staleVersion();
  const to = event.newStatus;
  if (!to) {
    if (event.reason || event.crystallisation || event.actualValue !== undefined)
      throw fieldError('newStatus', 'Required with reason, crystallisation or actualValue');
    await recordEvent(tx, who, row.id, { type: event.type, text: event.text, actor: as ?? 'Firm' });
    return changeTransfer(tx, who, row, {}, 'event');
  }
  const move = checkMove(row, to, as);
  const values = await effectsOf(tx, who, row, to, event);
  await recordEvent(tx, who, row.id, {
    type: event.type,
    text: event.text,
    fromStatus: row.status as TransferStatus,
    toStatus: to,
    actor: move.by,
  });
  return changeTransfer(tx, who, row, values, 'status', event.reason);
}

/**
 * For the platform's own runs (the counterparty simulator, bulk chase): one event on a transfer of the
 * actor's firm, inside the caller's transaction. Locks the transfer; 404 when the firm has no such transfer.
 */
export async function moveTransfer(
  tx: Tx,
  who: Actor,
  transferId: string,
  event: TTransferUpdateEvent,
  as?: TransferActor,
): Promise<TransferRow> {
  const row = await lockTransfer(tx, who.firmId, transferId);
  return applyTransferEvent(tx, who, row, event, as);
}

/** PUT /portfoliotransaction/action/firmTransferHistoryUpdate/{firmId}/{transactionId}. */
export async function updateTransferHistory(
  db: Database,
  caller: Caller,
  transferId: string,
  event: TTransferUpdateEvent,
) {
  return db.transaction(async (tx) => {
    const row = await lockTransferFor(tx, caller, transferId);
    await applyTransferEvent(tx, caller, row, event);
    return transferDetail(tx, caller, transferId);
  });
}
