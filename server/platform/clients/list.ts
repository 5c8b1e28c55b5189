import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  CLIENT_SORT_FIELDS,
  type TClientExportQuery,
  type TClientListQuery,
} from '../../../contract/clients';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { clients, nodes, portfolioGroupMembers } from '../db/schema';
import { requestedSort } from '../http/sort';
import type { Page } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';
import { presentClient } from './presenter';

const SORT_COLUMNS = {
  name: sql`lower(${clients.name})`,
  id: clients.id,
  status: clients.status,
  clientType: clients.clientType,
  createdAt: clients.createdAt,
  dateOfBirth: clients.dateOfBirth,
} satisfies Record<(typeof CLIENT_SORT_FIELDS)[number], unknown>;

/** `%text%` for LIKE with the user's own % and _ taken literally. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function filters(caller: Caller, q: TClientExportQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(clients.firmId, caller.firmId),
    inCallerSubtree(caller, clients.nodeId),
  ];
  if (q.id) where.push(eq(clients.id, q.id));
  if (q.name) where.push(sql`lower(${clients.name}) LIKE ${containing(q.name)}`);
  if (q.idOrName) {
    const term = q.idOrName.trim();
    where.push(or(eq(clients.id, term.toUpperCase()), sql`lower(${clients.name}) LIKE ${containing(term)}`));
  }
  if (q.parentId) where.push(eq(clients.parentId, q.parentId));
  if (q.status) where.push(eq(clients.status, q.status));
  if (q.clientType) where.push(eq(clients.clientType, q.clientType));
  if (q.nodeId)
    where.push(sql`${clients.nodeId} IN (SELECT ${nodes.id} FROM ${nodes} WHERE ${nodes.firmId} = ${caller.firmId}
      AND (${nodes.id} = ${q.nodeId} OR ${nodes.path} LIKE ${`%/${q.nodeId}/%`} OR ${nodes.path} LIKE ${`%/${q.nodeId}`}
        OR ${nodes.path} LIKE ${`${q.nodeId}/%`}))`);
  const group = q['clientGroups[clientFeeGroupId]'];
  if (group)
    where.push(sql`EXISTS (SELECT 1 FROM ${portfolioGroupMembers} m WHERE m.client_id = ${clients.id}
      AND m.group_id = ${group})`);
  return where.filter((w): w is SQL => !!w);
}

/**
 * While a name search is on, sort by an expression no b-tree index supplies. Otherwise PostgreSQL walks
 * the name index in order and filters, reading most of a large firm to fill one page for a term that
 * sorts late; this way it finds the few matches through the trigram index and sorts only them.
 */
const BY_NAME_WHILE_SEARCHING = sql`lower(${clients.name}) || ''`;

function ordering(q: TClientListQuery): SQL[] {
  const searching = !!(q.name || q.idOrName);
  const { field, direction } = requestedSort(q.sort, SORT_COLUMNS) ?? { field: 'name', direction: asc };
  const column = field === 'name' && searching ? BY_NAME_WHILE_SEARCHING : (SORT_COLUMNS[field] as SQL);
  return [direction(column), direction(clients.id)];
}

/** GET /client/{firmId}: the caller's subtree, filtered, sorted and paged; `count` is every match. */
export async function listClients(db: Database, caller: Caller, q: TClientListQuery): Promise<Page<unknown>> {
  const where = and(...filters(caller, q));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
    .where(where);
  const rows = await db
    .select({ client: clients, nodeName: nodes.name })
    .from(clients)
    .leftJoin(nodes, and(eq(nodes.firmId, clients.firmId), eq(nodes.id, clients.nodeId)))
    .where(where)
    .orderBy(...ordering(q))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map((r) => presentClient(r.client, r.nodeName ?? undefined)),
    count,
    page: q.page,
    pageSize: q.pageSize,
  };
}
