import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { accounts, modelComponents, models } from '../db/schema';
import { notFound } from '../errors';
import { dec, type Decimal } from '../../../contract/money';

export type ModelType = 'Advisory' | 'Discretionary';
export type ModelStatus = 'Active' | 'Pending' | 'Deleted';

/** A model's target weights in percent (60 means 60 %): what rebalancing aims each account at. */
export interface ModelTargets {
  id: string;
  name: string;
  type: ModelType;
  status: ModelStatus;
  tolerance: Decimal;
  cashWeight: Decimal;
  components: { assetId: string; weight: Decimal }[];
}

/** The model's current targets; another firm's model is as missing as one that never was. */
export async function modelTargets(tx: Tx, firmId: string, modelId: string): Promise<ModelTargets> {
  const [model] = await tx
    .select()
    .from(models)
    .where(and(eq(models.firmId, firmId), eq(models.id, modelId)));
  if (!model) throw notFound('Model');
  const components = await tx
    .select({ assetId: modelComponents.assetId, weight: modelComponents.weight })
    .from(modelComponents)
    .where(eq(modelComponents.modelId, modelId))
    .orderBy(asc(modelComponents.assetId));
  return {
    id: model.id,
    name: model.name,
    type: model.type as ModelType,
    status: model.status as ModelStatus,
    tolerance: dec(model.tolerance),
    cashWeight: dec(model.cashWeight),
    components: components.map((c) => ({ assetId: c.assetId, weight: dec(c.weight) })),
  };
}

/** Ids of the firm's accounts linked to the model, in id order. */
export async function accountsFollowing(tx: Tx, firmId: string, modelId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), eq(accounts.modelId, modelId)))
    .orderBy(asc(accounts.id));
  return rows.map((r) => r.id);
}
