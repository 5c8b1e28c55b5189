import { sql } from 'drizzle-orm';
import { changedFields } from '../../audit/audit-log';
import type { Tx } from '../../db/connection';
import { auditLog, portfolioTransactions } from '../../db/schema';
import { recordTransactionEvents } from '../../webhooks/outbox';
import { insertRows, updateRows } from './bulk';
import { TRANSACTION, type Actor, type TransactionDetails, type TransactionRow } from './transaction-rows';

/**
 * Changes many locked transactions in one UPDATE … FROM jsonb_to_recordset(…) and writes their audit rows in one
 * multi-row INSERT: what `changeTransaction` does for one, for a dealing batch (docs/decisions/0410). Only
 * the columns dealing changes are set; each row goes one version up and its audit row keeps before and
 * after exactly as `changeTransaction` would.
 */

export interface DealtChange {
  row: TransactionRow;
  changes: Partial<
    Pick<TransactionRow, 'status' | 'completedDate' | 'intendedSettlementDate' | 'amount' | 'quantity'>
  > & { details?: TransactionDetails };
  /** The audit action: execute, reject. */
  action: string;
}

/** Rows per statement: bounds one JSON parameter (a few MB at most). */
const ROWS_PER_STATEMENT = 2000;

const afterOf = (c: DealtChange, actor: Actor): TransactionRow => ({
  ...c.row,
  ...c.changes,
  details: c.changes.details ? { ...c.row.details, ...c.changes.details } : c.row.details,
  version: c.row.version + 1,
  updatedBy: actor.userId,
});

/** Applies every change and its audit row; the caller holds the rows' locks (and their accounts'). */
export async function changeTransactionsTogether(tx: Tx, actor: Actor, changes: DealtChange[]) {
  for (let from = 0; from < changes.length; from += ROWS_PER_STATEMENT) {
    const slice = changes.slice(from, from + ROWS_PER_STATEMENT);
    const after = slice.map((c) => afterOf(c, actor));
    await updateRows(
      tx,
      portfolioTransactions,
      after.map((r) => ({
        id: r.id,
        firmId: r.firmId,
        status: r.status,
        completedDate: r.completedDate,
        intendedSettlementDate: r.intendedSettlementDate,
        amount: r.amount,
        quantity: r.quantity,
        details: r.details,
        version: r.version,
        updatedBy: r.updatedBy,
      })),
      sql`, updated_at = now()`,
    );
    await insertRows(
      tx,
      auditLog,
      slice.map((c, i) => {
        const before = TRANSACTION.snapshot(c.row);
        const snapshot = TRANSACTION.snapshot(after[i]);
        return {
          firmId: actor.firmId,
          actorId: actor.userId,
          entityType: TRANSACTION.entityType,
          entityId: c.row.id,
          action: c.action,
          before,
          after: snapshot,
          changedFields: changedFields(before, snapshot),
        };
      }),
    );
    // Their webhook events in one more statement (decision 1001), set-based like the rest.
    await recordTransactionEvents(tx, after, 'transaction.updated');
  }
}
