import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MODEL_SORT_FIELDS, type TModelDetail, type TModelListQuery } from '../../../contract/models';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, assets, modelComponents, models, modelVersions } from '../db/schema';
import { lowerContains } from '../db/like';
import { forbidden, notFound } from '../errors';
import { sortedBy } from '../http/sort';
import type { Page } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { readableTypes, requireModelPermission } from './access';
import { presentModel, presentVersion, type ModelRow } from './present';
import type { ModelType } from './targets';
import { userNames } from '../users/names';

const SORT_COLUMNS = {
  name: sql`lower(${models.name})`,
  type: models.type,
  status: models.status,
  riskLevel: models.riskLevel,
  createdAt: models.createdAt,
} satisfies Record<(typeof MODEL_SORT_FIELDS)[number], unknown>;

/** One model of the caller's firm and subtree, or 404; `lock` holds the row for a change. */
export async function findModel(tx: Tx, caller: Caller, id: string, lock = false): Promise<ModelRow> {
  const query = tx
    .select()
    .from(models)
    .where(and(eq(models.firmId, caller.firmId), eq(models.id, id), inCallerSubtree(caller, models.nodeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Model');
  return row;
}

/** How many accounts follow each model. */
async function followerCounts(tx: Tx, firmId: string, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await tx
    .select({ modelId: accounts.modelId, count: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.firmId, firmId), inArray(accounts.modelId, ids)))
    .groupBy(accounts.modelId);
  return new Map(rows.map((r) => [r.modelId!, r.count]));
}

/** GET /model/{firmId}: the caller's subtree, only the types they may read, filtered, sorted and paged. */
export async function listModels(tx: Tx, caller: Caller, q: TModelListQuery): Promise<Page<unknown>> {
  const types = readableTypes(caller);
  if (q.type && !types.includes(q.type)) requireModelPermission(caller, q.type, 'read');
  if (!types.length) throw forbidden('You need read permission on Model or Advisory Model to do this');
  await requireFieldsInReach(tx, caller, 'query', [{ field: 'nodeId', kind: 'node', value: q.nodeId }]);
  const conditions: (SQL | undefined)[] = [
    eq(models.firmId, caller.firmId),
    inCallerSubtree(caller, models.nodeId),
    inArray(models.type, q.type ? [q.type] : types),
  ];
  if (q.name) conditions.push(lowerContains(models.name, q.name));
  if (q.status) conditions.push(eq(models.status, q.status));
  if (q.nodeId) conditions.push(eq(models.nodeId, q.nodeId));
  const where = and(...conditions);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(models)
    .where(where);
  const rows = await tx
    .select()
    .from(models)
    .where(where)
    .orderBy(...sortedBy(q.sort, SORT_COLUMNS, 'name', models.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const followers = await followerCounts(
    tx,
    caller.firmId,
    rows.map((r) => r.id),
  );
  const names = await userNames(
    tx,
    caller.firmId,
    rows.map((r) => r.updatedBy),
  );
  return {
    items: rows.map((r) =>
      presentModel(r, {
        linkedAccounts: followers.get(r.id) ?? 0,
        lastChangedByName: names.get(r.updatedBy) ?? null,
      }),
    ),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The model as GET /model/{firmId}/{modelId} shows it, from a row already found (and permitted). */
export async function modelDetail(tx: Tx, row: ModelRow): Promise<TModelDetail> {
  const components = await tx
    .select({
      assetId: modelComponents.assetId,
      weight: modelComponents.weight,
      name: assets.name,
      isin: assets.isin,
    })
    .from(modelComponents)
    .innerJoin(assets, eq(assets.id, modelComponents.assetId))
    .where(eq(modelComponents.modelId, row.id))
    .orderBy(desc(modelComponents.weight), asc(assets.name));
  const versions = await tx
    .select()
    .from(modelVersions)
    .where(eq(modelVersions.modelId, row.id))
    .orderBy(desc(modelVersions.version));
  const followers = await followerCounts(tx, row.firmId, [row.id]);
  const names = await userNames(tx, row.firmId, [row.updatedBy, ...versions.map((v) => v.changedBy)]);
  return {
    ...presentModel(row, {
      linkedAccounts: followers.get(row.id) ?? 0,
      lastChangedByName: names.get(row.updatedBy) ?? null,
    }),
    components: components.map((c) => ({
      assetId: c.assetId,
      name: c.name,
      isin: c.isin,
      weight: Number(c.weight),
    })),
    versions: versions.map((v) => presentVersion(v, names.get(v.changedBy) ?? null)),
  };
}

export async function getModel(tx: Tx, caller: Caller, id: string): Promise<TModelDetail> {
  const row = await findModel(tx, caller, id);
  requireModelPermission(caller, row.type as ModelType, 'read');
  return modelDetail(tx, row);
}
