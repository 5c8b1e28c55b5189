import { and, eq } from 'drizzle-orm';
import type { TBookValueUpload, TransferStatus } from '../../../../contract/transfers';
import { recordAudit } from '../../audit/audit-log';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/connection';
import { transferAssets } from '../../db/schema';
import { conflict, fieldError } from '../../errors';
import { moneyIn } from '../../ledger/money';
import { isFinal } from '../lifecycle';
import { changeTransfer, lockTransferFor, recordEvent } from '../store';
import { checkAssetRows } from './check';
import { parseTransferFile } from './parse';

/**
 * POST /upload/bookvalue (spec §3 "book values update body"; decision 0801): the book costs of the assets an
 * in-specie transfer re-registers, as CSV or XLSX with `isin,bookValue` (or `assetId`). Every row must name
 * an asset already on the transfer; all or nothing, each bad row named. The book values are what completion
 * posts the stock at, so they may change until the transfer is final.
 */
export async function uploadBookValues(db: Database, caller: Caller, body: TBookValueUpload) {
  return db.transaction(async (tx) => {
    const transfer = await lockTransferFor(tx, caller, body.transferId);
    if (transfer.direction !== 'In' || transfer.processingType !== 'In Specie')
      throw fieldError('transferId', 'Only an in-specie transfer in takes book values');
    if (isFinal(transfer.status as TransferStatus)) throw conflict(`Transfer is ${transfer.status}`);
    const held = await tx
      .select({ assetId: transferAssets.assetId, bookValue: transferAssets.bookValue })
      .from(transferAssets)
      .where(eq(transferAssets.transferId, transfer.id));
    const file = await parseTransferFile(body.fileName, body.content);
    const rows = await checkAssetRows(tx, caller.firmId, file, {
      quantity: false,
      bookValueRequired: true,
      onTransfer: new Set(held.map((h) => h.assetId)),
    });
    for (const r of rows)
      await tx
        .update(transferAssets)
        .set({ bookValue: moneyIn(r.bookValue!) })
        .where(and(eq(transferAssets.transferId, transfer.id), eq(transferAssets.assetId, r.assetId)));
    await recordEvent(tx, caller, transfer.id, {
      type: 'INFO',
      text: `Book values uploaded: ${rows.length} assets`,
      actor: 'Firm',
    });
    await changeTransfer(tx, caller, transfer, {}, 'bookValues');
    await recordAudit(tx, caller, {
      entityType: 'productTransfer',
      entityId: transfer.id,
      action: 'bookValues',
      before: { bookValues: Object.fromEntries(held.map((h) => [h.assetId, h.bookValue])) },
      after: { bookValues: Object.fromEntries(rows.map((r) => [r.assetId, moneyIn(r.bookValue!)])) },
    });
    return { transferId: transfer.id, updated: rows.length };
  });
}
