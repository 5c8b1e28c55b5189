import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_SORT_FIELDS,
  type TCreatePortfolioGroup,
  type TPatchPortfolioGroup,
  type TPortfolioGroupListQuery,
  type TPortfolioGroupQuery,
} from '../../../contract/groups';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { clients, portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { conflict, notFound, staleVersion } from '../errors';
import { sortedBy } from '../http/sort';
import type { Page } from '../http/route';
import { lowerContains } from '../db/like';
import { checkJoiners, hiddenMembers, memberIds, setMembers } from './members';
import { requireFieldsInReach } from '../security/reach';
import { inCallerSubtree } from '../nodes/subtree';
import { presentGroup, type GroupRow } from './presenter';

const ENTITY = 'portfolioGroup';
const NOT_YOURS = 'Must be one of your clients';
const memberCount = sql<number>`(SELECT count(*)::int FROM ${portfolioGroupMembers} m WHERE m.group_id = ${portfolioGroups.id})`;

async function findGroup(tx: Tx, caller: Caller, id: string, lock = false): Promise<GroupRow> {
  const query = tx
    .select()
    .from(portfolioGroups)
    .where(and(eq(portfolioGroups.firmId, caller.firmId), eq(portfolioGroups.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Portfolio group');
  return row;
}

const snapshot = (row: GroupRow, clientIds: string[]) => ({
  name: row.name,
  status: row.status,
  groupIntent: row.groupIntent,
  clientIds,
});

export async function createGroup(db: Database, caller: Caller, input: TCreatePortfolioGroup) {
  return db.transaction(async (tx) => {
    await requireFieldsInReach(tx, caller, 'body', [
      { field: 'clientIds', kind: 'client', value: input.clientIds, message: NOT_YOURS },
      {
        field: 'intentDetails.clientProductId',
        kind: 'clientProduct',
        value: input.intentDetails?.clientProductId,
        message: 'Must be one of your client products',
      },
    ]);
    const clientIds = [...new Set(input.clientIds)].sort();
    await checkJoiners(tx, caller, clientIds, input.groupIntent);
    const [row] = await tx
      .insert(portfolioGroups)
      .values({
        firmId: caller.firmId,
        name: input.name,
        groupIntent: input.groupIntent,
        status: input.status,
        details: input.intentDetails ? { intentDetails: input.intentDetails } : {},
        createdBy: caller.userId,
        updatedBy: caller.userId,
      })
      .returning();
    await setMembers(tx, row.id, [], clientIds);
    await recordAudit(tx, caller, {
      entityType: ENTITY,
      entityId: row.id,
      action: 'create',
      before: null,
      after: snapshot(row, clientIds),
    });
    return { id: row.id };
  });
}

export async function patchGroup(db: Database, caller: Caller, id: string, patch: TPatchPortfolioGroup) {
  return db.transaction(async (tx) => {
    const row = await findGroup(tx, caller, id, true);
    if (patch.version !== undefined && patch.version !== row.version) throw staleVersion();
    await requireFieldsInReach(tx, caller, 'body', [
      { field: 'clientIds', kind: 'client', value: patch.clientIds, message: NOT_YOURS },
      { field: 'addClientIds', kind: 'client', value: patch.addClientIds, message: NOT_YOURS },
      { field: 'removeClientIds', kind: 'client', value: patch.removeClientIds, message: NOT_YOURS },
    ]);
    const before = await memberIds(tx, id);
    // A full list replaces only the members the caller can see; others stay as they are.
    const kept = patch.clientIds ? await hiddenMembers(tx, caller, before) : [];
    const after = new Set(patch.clientIds ? [...patch.clientIds, ...kept] : before);
    patch.addClientIds?.forEach((c) => after.add(c));
    patch.removeClientIds?.forEach((c) => after.delete(c));
    const next = [...after].sort();
    const status = patch.status ?? row.status;
    const joining = next.filter((c) => !before.includes(c));
    if (joining.length && status === 'Archived')
      throw conflict('An archived group cannot take new members; restore it to Active first');
    await checkJoiners(
      tx,
      caller,
      status === 'Active' && row.status === 'Archived' ? next : joining,
      row.groupIntent,
      id,
    );
    await setMembers(tx, id, before, next);
    const [updated] = await tx
      .update(portfolioGroups)
      .set({
        name: patch.name ?? row.name,
        status,
        version: row.version + 1,
        updatedAt: new Date(),
        updatedBy: caller.userId,
      })
      .where(eq(portfolioGroups.id, id))
      .returning();
    await recordAudit(tx, caller, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      before: snapshot(row, before),
      after: snapshot(updated, next),
    });
    return presentGroup(updated, next.length);
  });
}

const SORT_COLUMNS = {
  name: sql`lower(${portfolioGroups.name})`,
  id: portfolioGroups.id,
  status: portfolioGroups.status,
  memberCount,
  createdAt: portfolioGroups.createdAt,
  updatedAt: portfolioGroups.updatedAt,
} satisfies Record<(typeof GROUP_SORT_FIELDS)[number], unknown>;

export async function listGroups(
  db: Database,
  caller: Caller,
  q: TPortfolioGroupListQuery,
): Promise<Page<unknown>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'id', kind: 'group', value: q.id },
    {
      field: 'intentDetails[clientProductId]',
      kind: 'clientProduct',
      value: q['intentDetails[clientProductId]'],
    },
  ]);
  const where: SQL[] = [eq(portfolioGroups.firmId, caller.firmId)];
  if (q.groupIntent) where.push(eq(portfolioGroups.groupIntent, q.groupIntent));
  if (q.status) where.push(eq(portfolioGroups.status, q.status));
  if (q.id) where.push(eq(portfolioGroups.id, q.id));
  if (q.name) where.push(lowerContains(portfolioGroups.name, q.name));
  const productId = q['intentDetails[clientProductId]'];
  if (productId)
    where.push(sql`${portfolioGroups.details} -> 'intentDetails' ->> 'clientProductId' = ${productId}`);
  const pensionStatus = q['intentDetails[status]'];
  if (pensionStatus)
    where.push(sql`${portfolioGroups.details} -> 'intentDetails' ->> 'status' = ${pensionStatus}`);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(portfolioGroups)
    .where(and(...where));
  const rows = await db
    .select({ group: portfolioGroups, memberCount })
    .from(portfolioGroups)
    .where(and(...where))
    .orderBy(...sortedBy(q.sort, SORT_COLUMNS, 'name', portfolioGroups.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => presentGroup(r.group, r.memberCount)),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One group with a page of its members, optionally those whose name contains `name`. */
export async function getGroup(db: Database, caller: Caller, id: string, q: TPortfolioGroupQuery) {
  const row = await findGroup(db, caller, id);
  if (q.groupIntent && row.groupIntent !== q.groupIntent) throw notFound('Portfolio group');
  // Members outside the caller's subtree are neither listed nor counted: their names are not the caller's to see.
  const visible = and(eq(portfolioGroupMembers.groupId, id), inCallerSubtree(caller, clients.nodeId));
  const members = await db
    .select({ id: clients.id, name: clients.name, clientType: clients.clientType, status: clients.status })
    .from(portfolioGroupMembers)
    .innerJoin(clients, eq(clients.id, portfolioGroupMembers.clientId))
    .where(and(visible, q.name ? lowerContains(clients.name, q.name) : undefined))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(portfolioGroupMembers)
    .innerJoin(clients, eq(clients.id, portfolioGroupMembers.clientId))
    .where(visible);
  return presentGroup(row, count, members);
}
