import { and, eq } from 'drizzle-orm';
import type {
  TAssetListQuery,
  TCreateAsset,
  TMasterInstrumentListQuery,
  TUpdateAsset,
} from '../../../contract/assets';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { assets, firmAssets } from '../db/schema';
import { conflict, fieldError, notFound, staleVersion } from '../errors';
import type { Page } from '../http/route';
import { presentAsset, type AssetView } from './presenter';
import { assetFilters, assetOrdering, countAssets, selectAssets } from './query';

const ENTITY = 'asset';

/** Prices leave in the asset's currency; converting needs a rate Keel does not hold yet. */
function present(view: AssetView, convertTo?: string) {
  if (convertTo && convertTo !== view.asset.currency)
    throw fieldError('convertTo', `No exchange rate from ${view.asset.currency} to ${convertTo} yet`);
  return presentAsset(view, convertTo);
}

async function listOf(
  db: Database,
  caller: Caller,
  q: TAssetListQuery | TMasterInstrumentListQuery,
  adoptedOnly: boolean,
): Promise<Page<unknown>> {
  const where = assetFilters(q);
  const count = await countAssets(db, caller.firmId, adoptedOnly, where);
  const rows = await selectAssets(db, caller.firmId, adoptedOnly)
    .where(where)
    .orderBy(...assetOrdering(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map((r) => present(r, q.convertTo)), count, page: q.page, pageSize: q.pageSize };
}

/** GET /asset/{firmId}: the instruments the firm adopted. */
export const listAssets = (db: Database, caller: Caller, q: TAssetListQuery) => listOf(db, caller, q, true);
/** GET /masterinstrument/{firmId}: every instrument, with whether the firm adopted it. */
export const listMasterInstruments = (db: Database, caller: Caller, q: TMasterInstrumentListQuery) =>
  listOf(db, caller, q, false);

export async function findAssetView(tx: Tx, caller: Caller, assetId: string, adoptedOnly: boolean) {
  const [row] = await selectAssets(tx, caller.firmId, adoptedOnly).where(eq(assets.id, assetId));
  if (!row) throw notFound(adoptedOnly ? 'Asset' : 'Instrument');
  return row;
}

export async function getAsset(db: Database, caller: Caller, assetId: string, convertTo?: string) {
  return present(await findAssetView(db, caller, assetId, true), convertTo);
}

export async function getMasterInstrument(db: Database, caller: Caller, assetId: string, convertTo?: string) {
  return present(await findAssetView(db, caller, assetId, false), convertTo);
}

/** POST /asset: adopt a master instrument. 400 for an unknown one, 409 when already adopted. */
export async function adoptAsset(db: Database, caller: Caller, input: TCreateAsset) {
  return db.transaction(async (tx) => {
    const [asset] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.id, input.assetId));
    if (!asset) throw fieldError('assetId', 'Must be an instrument on the master list');
    const added = await tx
      .insert(firmAssets)
      .values({ firmId: caller.firmId, assetId: asset.id, updatedBy: caller.userId })
      .onConflictDoNothing()
      .returning();
    if (!added.length) throw conflict("This instrument is already on your firm's list");
    await recordAudit(tx, caller, {
      entityType: ENTITY,
      entityId: asset.id,
      action: 'adopt',
      before: null,
      after: { status: added[0].status },
    });
    return { id: asset.id };
  });
}

/** PUT /asset/{firmId}/{assetId}: suspend or resume dealing in an adopted instrument. */
export async function updateAsset(db: Database, caller: Caller, assetId: string, input: TUpdateAsset) {
  return db.transaction(async (tx) => {
    const where = and(eq(firmAssets.firmId, caller.firmId), eq(firmAssets.assetId, assetId));
    const [row] = await tx.select().from(firmAssets).where(where).for('update');
    if (!row) throw notFound('Asset');
    if (input.version !== undefined && input.version !== row.version) throw staleVersion();
    await tx
      .update(firmAssets)
      .set({
        status: input.status,
        version: row.version + 1,
        updatedAt: new Date(),
        updatedBy: caller.userId,
      })
      .where(where);
    await recordAudit(tx, caller, {
      entityType: ENTITY,
      entityId: assetId,
      action: 'status',
      before: { status: row.status },
      after: { status: input.status },
      reason: input.reason,
    });
    return present(await findAssetView(tx, caller, assetId, true));
  });
}
