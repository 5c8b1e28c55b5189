import { and, asc, desc, eq } from 'drizzle-orm';
import { hasPermission } from '../../../contract/permissions';
import type { TransferStatus, TTransferDetail } from '../../../contract/transfers';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import {
  assets,
  manualTransferInFiles,
  productTransfers,
  transferAssets,
  transferEvents,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { effectiveConfig } from '../firm/service';
import { londonToday } from '../ledger/clock';
import { moneyOrNull, quantityOut } from '../ledger/money';
import { inCallerSubtree } from '../nodes/subtree';
import { accounts } from '../db/schema';
import { nextStatuses } from './lifecycle';
import { ageTargets, fromTransfers, presentTransfer } from './query';

async function assetsOf(tx: Tx, transferId: string) {
  const rows = await tx
    .select({
      assetId: transferAssets.assetId,
      name: assets.name,
      isin: assets.isin,
      quantity: transferAssets.quantity,
      bookValue: transferAssets.bookValue,
    })
    .from(transferAssets)
    .innerJoin(assets, eq(assets.id, transferAssets.assetId))
    .where(eq(transferAssets.transferId, transferId))
    .orderBy(asc(assets.name));
  return rows.map((r) => ({ ...r, quantity: quantityOut(r.quantity), bookValue: moneyOrNull(r.bookValue) }));
}

/** Newest first; the id breaks ties within one transaction (a request and its first move). */
async function historyOf(tx: Tx, transferId: string) {
  const rows = await tx
    .select({ event: transferEvents, createdByName: users.name })
    .from(transferEvents)
    .leftJoin(users, eq(users.id, transferEvents.createdBy))
    .where(eq(transferEvents.transferId, transferId))
    .orderBy(desc(transferEvents.createdAt), desc(transferEvents.id));
  return rows.map(({ event: e, createdByName }) => ({
    id: String(e.id),
    type: e.type as TTransferDetail['history'][number]['type'],
    text: e.text,
    fromStatus: e.fromStatus as TransferStatus | null,
    toStatus: e.toStatus as TransferStatus | null,
    actor: e.actor as TTransferDetail['history'][number]['actor'],
    createdBy: e.createdBy,
    createdByName: createdByName ?? e.createdBy,
    createdAt: e.createdAt.toISOString(),
  }));
}

async function latestFile(tx: Tx, transferId: string) {
  const [row] = await tx
    .select({ id: manualTransferInFiles.id })
    .from(manualTransferInFiles)
    .where(
      and(eq(manualTransferInFiles.transferId, transferId), eq(manualTransferInFiles.status, 'Accepted')),
    )
    .limit(1);
  return row?.id ?? null;
}

/** One transfer of the caller's firm and subtree with its assets, history and the moves the caller may make. */
export async function transferDetail(tx: Tx, caller: Caller, id: string): Promise<TTransferDetail> {
  const targets = ageTargets(await effectiveConfig(tx as Database, caller.firmId, caller.nodeId));
  const [row] = await fromTransfers(tx, londonToday(), targets).where(
    and(
      eq(productTransfers.firmId, caller.firmId),
      eq(productTransfers.id, id),
      inCallerSubtree(caller, accounts.nodeId),
    ),
  );
  if (!row) throw notFound('Transfer');
  const t = row.transfer;
  const c = t.crystallisation;
  const mayMove = hasPermission(caller.scopes, 'Transaction', 'action');
  return {
    ...presentTransfer(row),
    assets: await assetsOf(tx, id),
    currentYearSubscriptions: moneyOrNull(t.currentYearSubscriptions),
    crystallised: t.crystallised,
    crystallisation: c
      ? {
          crystallisedAmount: moneyOrNull(c.crystallisedAmount)!,
          pclsTaken: moneyOrNull(c.pclsTaken)!,
          crystallisedOn: c.crystallisedOn,
        }
      : null,
    note: t.note,
    history: await historyOf(tx, id),
    allowedMoves: mayMove
      ? nextStatuses({
          status: t.status as TransferStatus,
          direction: t.direction as 'In' | 'Out',
          processingType: t.processingType as 'Cash',
        })
      : [],
    fileUploadId: await latestFile(tx, id),
  };
}

/** GET /portfoliotransaction/producttransfer/{firmId}/{transactionId}. */
export const getTransfer = (db: Database, caller: Caller, id: string) => transferDetail(db, caller, id);
