import { and, eq, inArray } from 'drizzle-orm';
import type { TConfig } from '../../../contract/firm';
import {
  DEFAULT_REBALANCE_CASH_BUFFER_PERCENT,
  DEFAULT_REBALANCE_MINIMUM_TRADE,
} from '../../../contract/rebalance';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { readAll } from '../db/reads';
import { assets, models } from '../db/schema';
import { conflict, notFound } from '../errors';
import { effectiveSettings, settingsKey } from '../firm/settings';
import { dec, tariffAt } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { modelTargets, type ModelTargets } from '../models/targets';
import { latestPrices } from './load';
import type { BulkContext } from './plan-account';

/**
 * What every account of a run shares (the settings in force at the node, the tariff, the instruments and
 * their latest prices), read once for a preview of 10,000 accounts and once per account in the job.
 */
export async function bulkContext(
  tx: Tx,
  firmId: string,
  nodeId: string,
  assetIds: string[],
): Promise<BulkContext> {
  const [config, tariff, prices, rows] = await readAll(
    tx,
    () => effectiveSettings(tx, firmId, nodeId, settingsKey.config()) as Promise<TConfig>,
    () => tariffAt(tx, firmId, nodeId),
    () => latestPrices(tx, assetIds),
    async () =>
      assetIds.length
        ? tx
            .select({ id: assets.id, isin: assets.isin, instrumentType: assets.instrumentType })
            .from(assets)
            .where(inArray(assets.id, assetIds))
        : [],
  );
  return {
    minimumTrade: dec(config.rebalanceMinimumTrade ?? DEFAULT_REBALANCE_MINIMUM_TRADE),
    cashBufferPercent: dec(config.rebalanceCashBufferPercent ?? DEFAULT_REBALANCE_CASH_BUFFER_PERCENT),
    tariff,
    instruments: new Map(rows.map((r) => [r.id, { isin: r.isin, instrumentType: r.instrumentType }])),
    prices,
  };
}

/** A model of the caller's firm and subtree; another firm's, or one outside the subtree, is a 404 like a missing one. */
export async function reachedModel(tx: Tx, caller: Caller, modelId: string): Promise<ModelTargets> {
  const [reached] = await tx
    .select({ id: models.id })
    .from(models)
    .where(
      and(eq(models.firmId, caller.firmId), eq(models.id, modelId), inCallerSubtree(caller, models.nodeId)),
    );
  if (!reached) throw notFound('Model');
  return modelTargets(tx, caller.firmId, modelId);
}

/**
 * The model a bulk run is about: reached, discretionary (advisory models are rebalanced one account at a
 * time, with the client) and Active. The preview reads any reached model; only running is refused.
 */
export async function bulkModel(tx: Tx, caller: Caller, modelId: string): Promise<ModelTargets> {
  const model = await reachedModel(tx, caller, modelId);
  if (model.type !== 'Discretionary')
    throw conflict(
      'Only a discretionary model is rebalanced in bulk; rebalance advisory accounts one by one',
    );
  if (model.status !== 'Active')
    throw conflict(`This model is ${model.status}: only an Active model is rebalanced`);
  return model;
}
