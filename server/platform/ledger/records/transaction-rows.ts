import { eq, sql } from 'drizzle-orm';
import {
  insertAudited,
  insertAuditedMany,
  updateAudited,
  type Actor,
  type AuditedKind,
} from '../../audit/audited';
import type { Tx } from '../../db/connection';
import { portfolioTransactions } from '../../db/schema';
import { recordTransactionEvents } from '../../webhooks/outbox';

export type TransactionRow = typeof portfolioTransactions.$inferSelect;
export type NewTransaction = Omit<
  typeof portfolioTransactions.$inferInsert,
  'firmId' | 'requestedBy' | 'createdBy' | 'updatedBy'
>;
export type { Actor };

/** What a transaction's free-form details may hold. */
export interface TransactionDetails {
  narrative?: string;
  sellAll?: boolean;
  statusReason?: string;
  /** A buy in a group that waits for the group's pay-in to arrive. */
  fundedByPayIn?: boolean;
  pendingRequest?: {
    kind: 'Cancellation' | 'Deletion';
    requestedBy: string;
    reason: string | null;
    previousStatus: string;
  };
  executionDetails?: Record<string, unknown>;
  contractNote?: Record<string, unknown>;
  actionReason?: string;
  /** The bank's reference for a payment received or paid out (the payments desk, the bank feed). */
  bankReference?: string;
  /** A buy's amount as ordered, before execution set `amount` to what it cost. */
  orderedAmount?: string;
  /** The regular payment instruction that created the transaction (docs/decisions/0403). */
  regularPaymentId?: string;
  /** A sell raised to fund this withdrawal (docs/decisions/0404). */
  fundsWithdrawal?: string;
  /** A withdrawal's auto-disinvest (docs/decisions/0404): how, and whether its sells are still open. */
  disinvest?: { autoDisinvest: 'Partial' | 'Full'; sellDown: 'Largest' | 'Proportional' };
  awaitingSales?: boolean;
}

export const detailsOf = (row: TransactionRow) => row.details as TransactionDetails;

export const TRANSACTION: AuditedKind<typeof portfolioTransactions> = {
  table: portfolioTransactions,
  entityType: 'portfolioTransaction',
  snapshot: (row) => ({
    accountId: row.accountId,
    status: row.status,
    amount: row.amount,
    quantity: row.quantity,
    assetId: row.assetId,
    reservedCash: row.reservedCash,
    reservedQuantity: row.reservedQuantity,
    authorisedBy: row.authorisedBy,
    completedDate: row.completedDate,
    details: row.details,
  }),
};

/** Writes a new transaction, its audit row and its webhook event (decision 1001) together. */
export async function insertTransaction(tx: Tx, caller: Actor, values: NewTransaction) {
  const row = await insertAudited(tx, caller, TRANSACTION, { ...values, requestedBy: caller.userId });
  await recordTransactionEvents(tx, [row], 'transaction.created');
  return row;
}

/** insertTransaction for many (a bulk rebalance's orders): the rows, their audit rows, their events. */
export async function insertTransactions(tx: Tx, caller: Actor, values: NewTransaction[]) {
  const rows = await insertAuditedMany(
    tx,
    caller,
    TRANSACTION,
    values.map((v) => ({ ...v, requestedBy: caller.userId })),
  );
  await recordTransactionEvents(tx, rows, 'transaction.created');
  return rows;
}

/** Changes a transaction and records the change; `details` are merged into the stored ones. */
export async function changeTransaction(
  tx: Tx,
  actor: Actor,
  row: TransactionRow,
  changes: Partial<NewTransaction> & { details?: TransactionDetails },
  action: string,
  reason?: string,
) {
  const details = changes.details ? { ...row.details, ...changes.details } : row.details;
  const after = await updateAudited(tx, actor, TRANSACTION, row, { ...changes, details }, action, reason);
  await recordTransactionEvents(tx, [after], 'transaction.updated');
  return after;
}

/** Locks one transaction of the firm for a change. */
export async function lockTransaction(tx: Tx, firmId: string, id: string) {
  const [row] = await tx
    .select()
    .from(portfolioTransactions)
    .where(eq(portfolioTransactions.id, id))
    .for('update');
  return row && row.firmId === firmId ? row : undefined;
}

/** A fresh id to link transactions placed together (a group, a pay-in and its investments, a sell-down). */
export async function newLinkId(tx: Tx): Promise<string> {
  return (await newLinkIds(tx, 1))[0];
}

/** `count` fresh link ids in one statement (a bulk placement's groups). */
export async function newLinkIds(tx: Tx, count: number): Promise<string[]> {
  if (count < 1) return [];
  const result = await tx.execute(sql`SELECT keel_id() AS id FROM generate_series(1, ${count}::int)`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
