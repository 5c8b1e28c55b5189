import type { TModel, TModelDetail, TModelVersion } from '../../../contract/models';
import { auditDetailsOf } from '../audit/details';
import type { models, modelVersions } from '../db/schema';
import type { ModelStatus, ModelType } from './targets';

export type ModelRow = typeof models.$inferSelect;
type VersionRow = typeof modelVersions.$inferSelect;

/** Weights leave as JSON numbers of percent (exact for at most four decimals). */
const percentOut = (v: string) => Number(v);

/** What the audit trail keeps of a model (its components are in model_versions). */
export const modelSnapshot = (row: ModelRow) => ({
  name: row.name,
  nodeId: row.nodeId,
  type: row.type,
  status: row.status,
  description: row.description,
  riskLevel: row.riskLevel,
  tolerance: row.tolerance,
  cashWeight: row.cashWeight,
});

export function presentModel(
  row: ModelRow,
  extra: { linkedAccounts: number; lastChangedByName: string | null },
): TModel {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    name: row.name,
    type: row.type as ModelType,
    status: row.status as ModelStatus,
    description: row.description,
    riskLevel: row.riskLevel,
    tolerance: percentOut(row.tolerance),
    cashWeight: percentOut(row.cashWeight),
    linkedAccounts: extra.linkedAccounts,
    lastChangedBy: row.updatedBy,
    lastChangedByName: extra.lastChangedByName ?? row.updatedBy,
    auditDetails: auditDetailsOf(row),
  };
}

export function presentVersion(row: VersionRow, changedByName: string | null): TModelVersion {
  return {
    version: row.version,
    changedBy: row.changedBy,
    changedByName: changedByName ?? row.changedBy,
    changedAt: row.changedAt.toISOString(),
    change: row.change,
    cashWeight: percentOut(row.cashWeight),
    components: row.components.map((c) => ({ assetId: c.assetId, weight: percentOut(c.weight) })),
  };
}

export type { TModelDetail };
