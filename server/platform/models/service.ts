import { eq, sql } from 'drizzle-orm';
import type { TCreateModel, TModelVersionSeen, TUpdateModel } from '../../../contract/models';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { models, modelVersions } from '../db/schema';
import { conflict, fieldError, forbidden, staleVersion } from '../errors';
import { dec } from '../ledger';
import { nodeInSubtree } from '../nodes/subtree';
import { requireModelPermission } from './access';
import { checkTargets, describeChange, saveTargets, storedTargets, targetsIn } from './components';
import { modelSnapshot, presentModel, type ModelRow } from './present';
import { findModel, modelDetail } from './read';
import { accountsFollowing, type ModelType } from './targets';

const MODEL: AuditedKind<typeof models> = { table: models, entityType: 'model', snapshot: modelSnapshot };

/** A discretionary model's targets wait for a second user (decision 0704); an adviser's own model does not. */
const statusAfterChange = (type: ModelType) => (type === 'Discretionary' ? 'Pending' : 'Active');

async function checkNode(tx: Tx, caller: Caller, nodeId: string | undefined) {
  if (nodeId !== undefined && !(await nodeInSubtree(tx, caller, nodeId)))
    throw fieldError('nodeId', 'Must be your node or one under it');
}

/** POST /model. */
export async function createModel(db: Database, caller: Caller, input: TCreateModel) {
  requireModelPermission(caller, input.type, 'readWrite');
  return db.transaction(async (tx) => {
    await checkNode(tx, caller, input.nodeId);
    await checkTargets(tx, caller, input);
    const row = await insertAudited(tx, caller, MODEL, {
      nodeId: input.nodeId ?? caller.nodeId,
      name: input.name,
      type: input.type,
      status: statusAfterChange(input.type),
      description: input.description ?? null,
      riskLevel: input.riskLevel,
      tolerance: dec(String(input.tolerance)).toFixed(4),
      cashWeight: dec(String(input.cashWeight)).toFixed(4),
    });
    await saveTargets(tx, caller, row.id, 1, targetsIn(input.components, input.cashWeight), 'Created');
    return { id: row.id };
  });
}

/** A model locked for a change by someone allowed to write its type, at the version they saw. */
async function modelForChange(
  tx: Tx,
  caller: Caller,
  id: string,
  version: number | undefined,
  level: 'readWrite' | 'action',
) {
  const row = await findModel(tx, caller, id, true);
  requireModelPermission(caller, row.type as ModelType, level);
  if (version !== undefined && version !== row.version) throw staleVersion();
  if (row.status === 'Deleted') throw conflict('This model is deleted and can no longer change');
  return row;
}

/** PATCH /model/{firmId}/{modelId}: new components, cash weight or tolerance make a new version. */
export async function updateModel(db: Database, caller: Caller, id: string, patch: TUpdateModel) {
  return db.transaction(async (tx) => {
    const row = await modelForChange(tx, caller, id, patch.version, 'readWrite');
    await checkNode(tx, caller, patch.nodeId);
    const before = await storedTargets(tx, row.id, dec(row.cashWeight).toFixed(4));
    const targetsTouched = patch.components !== undefined || patch.cashWeight !== undefined;
    const after = targetsTouched
      ? targetsIn(
          patch.components ??
            before.components.map((c) => ({ assetId: c.assetId, weight: Number(c.weight) })),
          patch.cashWeight ?? Number(before.cashWeight),
        )
      : before;
    if (targetsTouched)
      await checkTargets(tx, caller, {
        components: after.components.map((c) => ({ assetId: c.assetId, weight: Number(c.weight) })),
        cashWeight: Number(after.cashWeight),
      });
    const tolerance = patch.tolerance === undefined ? row.tolerance : dec(String(patch.tolerance)).toFixed(4);
    const change = await describeChange(tx, before, after, [row.tolerance, tolerance]);
    const updated = await updateAudited(
      tx,
      caller,
      MODEL,
      row,
      {
        name: patch.name ?? row.name,
        nodeId: patch.nodeId ?? row.nodeId,
        description: patch.description ?? row.description,
        riskLevel: patch.riskLevel ?? row.riskLevel,
        tolerance,
        cashWeight: after.cashWeight,
        ...(change ? { status: statusAfterChange(row.type as ModelType) } : {}),
      },
      'update',
    );
    if (change) await saveTargets(tx, caller, row.id, await nextVersion(tx, row), after, capitalise(change));
    return modelDetail(tx, updated);
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

async function nextVersion(tx: Tx, row: ModelRow) {
  const [{ latest }] = await tx
    .select({ latest: sql<number>`coalesce(max(${modelVersions.version}), 0)::int` })
    .from(modelVersions)
    .where(eq(modelVersions.modelId, row.id));
  return latest + 1;
}

/** POST /model/{firmId}/{modelId}/activate: four eyes: nobody activates the change they made. */
export async function activateModel(db: Database, caller: Caller, id: string, input: TModelVersionSeen) {
  return db.transaction(async (tx) => {
    const row = await modelForChange(tx, caller, id, input.version, 'action');
    if (row.type !== 'Discretionary')
      throw conflict('Advisory models are active as soon as they are saved; there is nothing to activate');
    if (row.status !== 'Pending')
      throw conflict(`Only a Pending model can be activated; this one is ${row.status}`);
    if (row.updatedBy === caller.userId)
      throw forbidden('You made the last change to this model; another user must activate it');
    const updated = await updateAudited(tx, caller, MODEL, row, { status: 'Active' }, 'activate');
    return modelDetail(tx, updated);
  });
}

/** DELETE /model/{firmId}/{modelId}: only a model no account follows (unlink them first). */
export async function deleteModel(db: Database, caller: Caller, id: string, input: TModelVersionSeen) {
  return db.transaction(async (tx) => {
    const row = await modelForChange(tx, caller, id, input.version, 'readWrite');
    const followers = (await accountsFollowing(tx, caller.firmId, row.id)).length;
    if (followers)
      throw conflict(
        `${followers} ${followers === 1 ? 'account follows' : 'accounts follow'} this model; link them to another model or unlink them before deleting it`,
      );
    const updated = await updateAudited(tx, caller, MODEL, row, { status: 'Deleted' }, 'delete');
    return presentModel(updated, { linkedAccounts: 0, lastChangedByName: caller.userName });
  });
}
