import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { hasPermission } from '../../../contract/permissions';
import {
  SAVED_VIEW_SORTS,
  ZSavedViewFilter,
  type TCreateSavedView,
  type TSavedView,
  type TUpdateSavedView,
} from '../../../contract/savedViews';
import type { TSimpleRestListQuery } from '../../../contract/simpleRest';
import { recordAudit } from '../audit/audit-log';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { savedViews, users } from '../db/schema';
import { forbidden, notFound, staleVersion } from '../errors';
import { parseSimpleRestList, type SimpleRestPage } from '../http/simple-rest';

type SavedViewRow = typeof savedViews.$inferSelect;

const SAVED_VIEW: AuditedKind<typeof savedViews> = {
  table: savedViews,
  entityType: 'SavedView',
  snapshot: ({ name, resource, filters, columns, sort, shared, ownerId }) => ({
    name,
    resource,
    filters,
    columns,
    sort,
    shared,
    ownerId,
  }),
};

/** A firm administrator (every level on Firm Management) looks after the firm's shared views. */
const isFirmAdmin = (caller: Caller) => hasPermission(caller.scopes, 'Firm Management', 'readWrite');
const mayChange = (caller: Caller, row: SavedViewRow) =>
  row.ownerId === caller.userId || (row.shared && isFirmAdmin(caller));

/** What the caller sees: their own views and the firm's shared ones; nothing of another firm. */
const visibleTo = (caller: Caller) =>
  and(
    eq(savedViews.firmId, caller.firmId),
    or(eq(savedViews.ownerId, caller.userId), eq(savedViews.shared, true)),
  );

function present(caller: Caller, row: SavedViewRow, ownerName: string | null): TSavedView {
  return {
    id: row.id,
    firmId: row.firmId,
    resource: row.resource,
    name: row.name,
    filters: row.filters,
    columns: row.columns,
    sort: row.sort ?? null,
    shared: row.shared,
    ownerId: row.ownerId,
    ownerName: ownerName ?? row.ownerId,
    editable: mayChange(caller, row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withOwner = (db: Tx) =>
  db
    .select({ view: savedViews, ownerName: users.name })
    .from(savedViews)
    .leftJoin(users, and(eq(users.firmId, savedViews.firmId), eq(users.id, savedViews.ownerId)));

/** GET /keel/{firmId}/savedViews: the caller's own and the firm's shared views, by name unless asked. */
export async function listSavedViews(
  db: Database,
  caller: Caller,
  query: TSimpleRestListQuery,
): Promise<SimpleRestPage<TSavedView>> {
  const { sort, offset, limit, filter } = parseSimpleRestList(query, {
    sortable: SAVED_VIEW_SORTS,
    defaultSort: ['name', 'ASC'],
    filter: ZSavedViewFilter,
  });
  const where = and(
    visibleTo(caller),
    filter.resource ? eq(savedViews.resource, filter.resource) : undefined,
    filter.shared === undefined ? undefined : eq(savedViews.shared, filter.shared),
    filter.q ? ilike(savedViews.name, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.id ? inArray(savedViews.id, filter.id.length ? filter.id : ['']) : undefined,
  );
  const by = sort.order === 'DESC' ? desc : asc;
  const order: SQL[] = [by(savedViews[sort.field as (typeof SAVED_VIEW_SORTS)[number]]), by(savedViews.id)];
  const [rows, [total]] = await Promise.all([
    withOwner(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(savedViews).where(where),
  ]);
  return {
    rows: rows.map(({ view, ownerName }) => present(caller, view, ownerName)),
    total: Number(total.n),
    offset,
  };
}

/** A view the caller may see; another firm's, or someone else's private one, does not exist (404). */
async function findVisible(tx: Tx, caller: Caller, id: string, lock = false) {
  const query = withOwner(tx).where(and(visibleTo(caller), eq(savedViews.id, id)));
  const [found] = lock ? await query.for('update', { of: savedViews }) : await query;
  if (!found) throw notFound('Saved view');
  return found;
}

/** A view the caller may change: seen (else 404), theirs or shared and they administer the firm (else 403). */
async function findChangeable(tx: Tx, caller: Caller, id: string) {
  const found = await findVisible(tx, caller, id, true);
  if (!mayChange(caller, found.view))
    throw forbidden("Only the view's owner or a firm administrator can change a shared view");
  return found;
}

export async function getSavedView(db: Database, caller: Caller, id: string): Promise<TSavedView> {
  const { view, ownerName } = await findVisible(db, caller, id);
  return present(caller, view, ownerName);
}

/** POST /keel/{firmId}/savedViews: the caller's new view, audited. */
export async function createSavedView(db: Database, caller: Caller, body: TCreateSavedView) {
  const row = await db.transaction((tx) =>
    insertAudited(tx, caller, SAVED_VIEW, { ...body, ownerId: caller.userId }),
  );
  return present(caller, row, caller.userName);
}

/** PUT /keel/{firmId}/savedViews/{id}: its name, state or sharing; 412 when the version read is stale. */
export async function updateSavedView(db: Database, caller: Caller, id: string, body: TUpdateSavedView) {
  return db.transaction(async (tx) => {
    const { view, ownerName } = await findChangeable(tx, caller, id);
    if (body.version !== view.version) throw staleVersion();
    const { version: _read, ...values } = body;
    const saved = await updateAudited(tx, caller, SAVED_VIEW, view, values, 'update');
    return present(caller, saved, ownerName);
  });
}

/** DELETE /keel/{firmId}/savedViews/{id}: gone, with an audit row that keeps what it was. */
export async function deleteSavedView(db: Database, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const { view, ownerName } = await findChangeable(tx, caller, id);
    await tx.delete(savedViews).where(and(eq(savedViews.firmId, view.firmId), eq(savedViews.id, view.id)));
    await recordAudit(tx, caller, {
      entityType: SAVED_VIEW.entityType,
      entityId: view.id,
      action: 'delete',
      before: SAVED_VIEW.snapshot(view as never),
      after: null,
    });
    return present(caller, view, ownerName);
  });
}
