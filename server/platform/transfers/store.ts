import { and, eq } from 'drizzle-orm';
import type { TTransferRequest, TransferActor, TransferStatus } from '../../../contract/transfers';
import type { TRANSFER_UPDATE_EVENT_TYPES } from '../../../contract/enums';
import { insertAudited, updateAudited, type Actor, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, productTransfers, transferAssets, transferEvents } from '../db/schema';
import { notFound } from '../errors';
import { londonToday } from '../ledger/clock';
import { moneyIn, quantityIn } from '../ledger/money';
import { inCallerSubtree } from '../nodes/subtree';
import { isActionRequired } from './lifecycle';

/** A transfer's rows: write, lock, change, and its history events. Every change is audited in its transaction. */

export type TransferRow = typeof productTransfers.$inferSelect;
export type EventType = (typeof TRANSFER_UPDATE_EVENT_TYPES)[number];

export const TRANSFER: AuditedKind<typeof productTransfers> = {
  table: productTransfers,
  entityType: 'productTransfer',
  snapshot: (row) => ({
    status: row.status,
    actionRequired: row.actionRequired,
    providerId: row.providerId,
    providerReference: row.providerReference,
    estimatedValue: row.estimatedValue,
    actualValue: row.actualValue,
    currentYearSubscriptions: row.currentYearSubscriptions,
    crystallised: row.crystallised,
    crystallisation: row.crystallisation,
    completedDate: row.completedDate,
    rejectionReason: row.rejectionReason,
  }),
};

export interface NewEvent {
  type: EventType;
  text: string;
  fromStatus?: TransferStatus | null;
  toStatus?: TransferStatus | null;
  actor: TransferActor;
}

export async function recordEvent(tx: Tx, who: Actor, transferId: string, event: NewEvent) {
  await tx.insert(transferEvents).values({
    transferId,
    type: event.type,
    text: event.text,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    actor: event.actor,
    createdBy: who.userId,
  });
}

/** The transfer row of a new transfer (its transaction already written), its assets and first event. */
export async function insertTransfer(
  tx: Tx,
  caller: Caller,
  input: { id: string; accountId: string; status: TransferStatus; request: TTransferRequest },
) {
  const t = input.request;
  const row = await insertAudited(tx, caller, TRANSFER, {
    id: input.id,
    accountId: input.accountId,
    direction: t.direction,
    processingType: t.processingType,
    scope: t.scope,
    status: input.status,
    actionRequired: isActionRequired(input.status),
    providerId: t.providerId,
    providerReference: t.providerReference,
    estimatedValue: moneyIn(t.estimatedValue),
    currentYearSubscriptions:
      t.currentYearSubscriptions === undefined ? null : moneyIn(t.currentYearSubscriptions),
    crystallised: !!t.crystallised,
    crystallisation: t.crystallisation
      ? {
          crystallisedAmount: moneyIn(t.crystallisation.crystallisedAmount),
          pclsTaken: moneyIn(t.crystallisation.pclsTaken),
          crystallisedOn: t.crystallisation.crystallisedOn,
        }
      : null,
    note: t.note ?? null,
    requestedDate: londonToday(),
  });
  if (t.assets?.length)
    await tx.insert(transferAssets).values(
      t.assets.map((a) => ({
        transferId: row.id,
        assetId: a.assetId,
        quantity: quantityIn(a.quantity),
        bookValue: a.bookValue === undefined ? null : moneyIn(a.bookValue),
      })),
    );
  await recordEvent(tx, caller, row.id, {
    type: 'INFO',
    text: t.note ? `Transfer requested: ${t.note}` : 'Transfer requested',
    toStatus: input.status,
    actor: 'Firm',
  });
  return row;
}

/** A transfer of the caller's firm and subtree (through its account's node), locked for a change; 404 otherwise. */
export async function lockTransferFor(tx: Tx, caller: Caller, id: string): Promise<TransferRow> {
  const [seen] = await tx
    .select({ id: productTransfers.id })
    .from(productTransfers)
    .innerJoin(accounts, eq(accounts.id, productTransfers.accountId))
    .where(
      and(
        eq(productTransfers.firmId, caller.firmId),
        eq(productTransfers.id, id),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!seen) throw notFound('Transfer');
  return lockTransfer(tx, caller.firmId, id);
}

/** A transfer of the firm locked for a change (the platform's own runs act for the whole firm). */
export async function lockTransfer(tx: Tx, firmId: string, id: string): Promise<TransferRow> {
  const [row] = await tx
    .select()
    .from(productTransfers)
    .where(and(eq(productTransfers.firmId, firmId), eq(productTransfers.id, id)))
    .for('update');
  if (!row) throw notFound('Transfer');
  return row;
}

/** Changes the transfer, one version up, stamping lastUpdated (and statusSince when the status moves). */
export async function changeTransfer(
  tx: Tx,
  who: Actor,
  row: TransferRow,
  values: Partial<typeof productTransfers.$inferInsert>,
  action: string,
  reason?: string,
) {
  const now = new Date();
  const moved = values.status !== undefined && values.status !== row.status;
  return updateAudited(
    tx,
    who,
    TRANSFER,
    row,
    {
      ...values,
      lastUpdated: now,
      ...(moved
        ? { statusSince: now, actionRequired: isActionRequired(values.status as TransferStatus) }
        : {}),
    },
    action,
    reason,
  );
}
