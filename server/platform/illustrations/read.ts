import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ILLUSTRATION_SORT_FIELDS,
  type TIllustrationListQuery,
  type TProductIllustration,
  type TProductIllustrationResult,
} from '../../../contract/illustrations';
import { auditDetailsOf } from '../audit/details';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { clients, illustrations } from '../db/schema';
import { lowerContains } from '../db/like';
import { badRequest, notFound } from '../errors';
import type { Page } from '../http/route';
import { sortedBy } from '../http/sort';
import { inCallerSubtree } from '../nodes/subtree';
import { abridged } from './plan';
import type { IllustrationRow } from './service';

const SORT_COLUMNS = {
  name: sql`lower(${illustrations.name})`,
  status: illustrations.status,
  createdAt: illustrations.createdAt,
} satisfies Record<(typeof ILLUSTRATION_SORT_FIELDS)[number], unknown>;

/** One illustration of the caller's firm and subtree, or 404 (another firm's does not exist to them). */
export async function findIllustration(tx: Tx, caller: Caller, id: string): Promise<IllustrationRow> {
  const [row] = await tx
    .select()
    .from(illustrations)
    .where(
      and(
        eq(illustrations.firmId, caller.firmId),
        eq(illustrations.id, id),
        inCallerSubtree(caller, illustrations.nodeId),
      ),
    );
  if (!row) throw notFound('Illustration');
  return row;
}

export function presentIllustration(row: IllustrationRow, clientName: string | null): TProductIllustration {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    clientId: row.clientId,
    clientName,
    accountId: row.accountId,
    name: row.name,
    status: row.status as TProductIllustration['status'],
    wrapperType: row.wrapperType as TProductIllustration['wrapperType'],
    termYears: row.termYears,
    asAt: row.asAt,
    auditDetails: auditDetailsOf(row),
    inputs: row.inputs,
    result: row.result as unknown as TProductIllustrationResult,
  };
}

async function clientNames(tx: Tx, firmId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), inArray(clients.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /illustration/product/{firmId}/{illustrationId}. */
export async function getProductIllustration(tx: Tx, caller: Caller, id: string) {
  const row = await findIllustration(tx, caller, id);
  const names = await clientNames(tx, caller.firmId, [row.clientId]);
  return presentIllustration(row, row.clientId ? (names.get(row.clientId) ?? null) : null);
}

/** GET /illustration/product/{firmId}: the subtree's illustrations, filtered, newest first unless sorted. */
export async function listProductIllustrations(
  tx: Tx,
  caller: Caller,
  q: TIllustrationListQuery,
): Promise<Page<TProductIllustration>> {
  const conditions: (SQL | undefined)[] = [
    eq(illustrations.firmId, caller.firmId),
    inCallerSubtree(caller, illustrations.nodeId),
  ];
  if (q.name) conditions.push(lowerContains(illustrations.name, q.name));
  if (q.id) {
    // As the other lists' id filters: an id out of reach is named, never just an empty page.
    const [found] = await tx
      .select({ id: illustrations.id })
      .from(illustrations)
      .where(and(conditions[0], conditions[1], eq(illustrations.id, q.id)));
    if (!found)
      throw badRequest(
        [{ fieldName: 'id', errorMessage: 'Illustration not found' }],
        'Illustration not found',
      );
    conditions.push(eq(illustrations.id, q.id));
  }
  if (q.status) conditions.push(eq(illustrations.status, q.status));
  const where = and(...conditions);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(illustrations)
    .where(where);
  const order = q.sort
    ? sortedBy(q.sort, SORT_COLUMNS, 'createdAt', illustrations.id)
    : [desc(illustrations.createdAt), desc(illustrations.id)];
  const rows = await tx
    .select()
    .from(illustrations)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const names = await clientNames(
    tx,
    caller.firmId,
    rows.map((r) => r.clientId),
  );
  return {
    items: rows.map((r) => presentIllustration(r, r.clientId ? (names.get(r.clientId) ?? null) : null)),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /illustration/productabridged/{firmId}: the same list without the yearly tables. */
export async function listProductIllustrationsAbridged(tx: Tx, caller: Caller, q: TIllustrationListQuery) {
  const page = await listProductIllustrations(tx, caller, q);
  return { ...page, items: page.items.map(abridged) };
}
