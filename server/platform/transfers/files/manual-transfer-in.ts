import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  TManualTransferInFile,
  TManualTransferInUpload,
  TransferStatus,
} from '../../../../contract/transfers';
import { recordAudit } from '../../audit/audit-log';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { accounts, assets, manualTransferInFiles, productTransfers, transferAssets } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../errors';
import { moneyIn, moneyOrNull, quantityIn, quantityOut } from '../../ledger/money';
import { inCallerSubtree } from '../../nodes/subtree';
import { isFinal } from '../lifecycle';
import { changeTransfer, lockTransferFor, recordEvent, type TransferRow } from '../store';
import { checkAssetRows, type CheckedRow } from './check';
import { parseTransferBytes } from './parse';

/**
 * The manual transfer-in file (spec §3; decision 0801): the assets coming in on an in-specie transfer, as
 * CSV or XLSX. Only a file whose every row passed is stored; it supersedes the transfer's earlier file and
 * replaces the transfer's assets, with a history event and audit rows, in one transaction.
 */

type FileRow = typeof manualTransferInFiles.$inferSelect;

/** Only an in-specie transfer coming in takes an asset list, and only while it is open. */
function checkTakesAssetList(row: TransferRow) {
  if (row.direction !== 'In' || row.processingType !== 'In Specie')
    throw fieldError('transferId', 'Only an in-specie transfer in takes an asset list');
  if (isFinal(row.status as TransferStatus)) throw conflict(`Transfer is ${row.status}`);
}

/** The transfer's assets become the file's: quantities, and book values where the file gives them. */
async function replaceAssets(tx: Tx, transferId: string, rows: CheckedRow[]) {
  await tx.delete(transferAssets).where(eq(transferAssets.transferId, transferId));
  await tx.insert(transferAssets).values(
    rows.map((r) => ({
      transferId,
      assetId: r.assetId,
      quantity: quantityIn(r.quantity!),
      bookValue: r.bookValue === null ? null : moneyIn(r.bookValue),
    })),
  );
}

const storedAssets = (rows: CheckedRow[]) =>
  rows.map((r) => ({
    assetId: r.assetId,
    quantity: quantityIn(r.quantity!),
    bookValue: r.bookValue && moneyIn(r.bookValue),
  }));

async function checkFile(tx: Tx, caller: Caller, fileName: string, bytes: Buffer) {
  const file = await parseTransferBytes(fileName, bytes);
  return checkAssetRows(tx, caller.firmId, file, { quantity: true, bookValueRequired: false });
}

/** The history event and the transfer's own audited change (a new version, lastUpdated now). */
async function noteOnTransfer(tx: Tx, caller: Caller, row: TransferRow, text: string) {
  await recordEvent(tx, caller, row.id, { type: 'INFO', text, actor: 'Firm' });
  await changeTransfer(tx, caller, row, {}, 'assetList');
}

/** POST /filestore/manualtransferin: 201 {data: {id}} of the stored file. */
export async function uploadManualTransferIn(db: Database, caller: Caller, body: TManualTransferInUpload) {
  return db.transaction(async (tx) => {
    const transfer = await lockTransferFor(tx, caller, body.transferId);
    checkTakesAssetList(transfer);
    const bytes = Buffer.from(body.content, 'base64');
    const rows = await checkFile(tx, caller, body.fileName, bytes);
    const [superseded] = await tx
      .update(manualTransferInFiles)
      .set({ status: 'Superseded' })
      .where(
        and(eq(manualTransferInFiles.transferId, transfer.id), eq(manualTransferInFiles.status, 'Accepted')),
      )
      .returning({ id: manualTransferInFiles.id });
    const [file] = await tx
      .insert(manualTransferInFiles)
      .values({
        firmId: caller.firmId,
        transferId: transfer.id,
        fileName: body.fileName,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes,
        rows: rows.length,
        assets: storedAssets(rows),
        status: 'Accepted',
        uploadedBy: caller.userId,
      })
      .returning({ id: manualTransferInFiles.id, sha256: manualTransferInFiles.sha256 });
    await replaceAssets(tx, transfer.id, rows);
    await noteOnTransfer(tx, caller, transfer, `Asset list uploaded: ${rows.length} assets`);
    await recordAudit(tx, caller, {
      entityType: 'ManualTransferInFile',
      entityId: file.id,
      action: 'create',
      before: null,
      after: {
        transferId: transfer.id,
        fileName: body.fileName,
        sha256: file.sha256,
        rows: rows.length,
        supersedes: superseded?.id ?? null,
      },
    });
    return { id: file.id };
  });
}

/** A stored file whose transfer is in the caller's firm and subtree; anything else does not exist. */
async function findFile(tx: Tx, caller: Caller, fileUploadId: string): Promise<FileRow> {
  const [row] = await tx
    .select({ file: manualTransferInFiles })
    .from(manualTransferInFiles)
    .innerJoin(productTransfers, eq(productTransfers.id, manualTransferInFiles.transferId))
    .innerJoin(accounts, eq(accounts.id, productTransfers.accountId))
    .where(
      and(
        eq(manualTransferInFiles.firmId, caller.firmId),
        eq(manualTransferInFiles.id, fileUploadId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!row) throw notFound('File');
  return row.file;
}

async function presentFile(tx: Tx, file: FileRow): Promise<TManualTransferInFile> {
  const ids = file.assets.map((a) => a.assetId);
  const names = ids.length
    ? await tx
        .select({ id: assets.id, name: assets.name, isin: assets.isin })
        .from(assets)
        .where(inArray(assets.id, ids))
    : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  return {
    id: file.id,
    firmId: file.firmId,
    transferId: file.transferId,
    fileName: file.fileName,
    status: file.status as TManualTransferInFile['status'],
    rows: file.rows,
    assets: file.assets.map((a) => ({
      assetId: a.assetId,
      name: byId.get(a.assetId)?.name ?? a.assetId,
      isin: byId.get(a.assetId)?.isin ?? null,
      quantity: quantityOut(a.quantity),
      bookValue: moneyOrNull(a.bookValue),
    })),
    uploadedBy: file.uploadedBy,
    uploadedAt: file.uploadedAt.toISOString(),
  };
}

/**
 * GET /filestore/manualtransferin/{firmid}/{fileUploadId}. The spec spells the firm `{firmid}`, which the
 * route chain's firm check (on `{firmId}`) does not see, so it is checked here: another firm's id is 404.
 */
export async function getManualTransferIn(
  db: Database,
  caller: Caller,
  firmid: string,
  fileUploadId: string,
) {
  if (firmid !== caller.firmId) throw notFound('File');
  return presentFile(db, await findFile(db, caller, fileUploadId));
}

/**
 * POST /filestore/manualtransferin/refresh: the stored file checked again against today's adopted
 * instruments (after the firm adopted one it lacked), and its assets written again. Only the transfer's
 * current (Accepted) file, and only while the transfer is open.
 */
export async function refreshManualTransferIn(db: Database, caller: Caller, fileUploadId: string) {
  return db.transaction(async (tx) => {
    const file = await findFile(tx, caller, fileUploadId);
    const transfer = await lockTransferFor(tx, caller, file.transferId);
    checkTakesAssetList(transfer);
    if (file.status !== 'Accepted')
      throw conflict('A later file replaced this one: refresh that one instead');
    const rows = await checkFile(tx, caller, file.fileName, Buffer.from(file.content));
    const [updated] = await tx
      .update(manualTransferInFiles)
      .set({ rows: rows.length, assets: storedAssets(rows) })
      .where(eq(manualTransferInFiles.id, file.id))
      .returning();
    await replaceAssets(tx, transfer.id, rows);
    await noteOnTransfer(tx, caller, transfer, `Asset list checked again: ${rows.length} assets`);
    await recordAudit(tx, caller, {
      entityType: 'ManualTransferInFile',
      entityId: file.id,
      action: 'refresh',
      before: { rows: file.rows, assets: file.assets },
      after: { rows: updated.rows, assets: updated.assets },
    });
    return presentFile(tx, updated);
  });
}
