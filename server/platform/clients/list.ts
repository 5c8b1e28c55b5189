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
import { countMatches } from '../db/count-matches';
import { lowerContains } from '../db/like';
import { inCallerSubtree, inNodeSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { presentClient } from './presenter';

const SORT_COLUMNS = {
  name: sql`lower(${clients.name})`,
  id: clients.id,
  status: clients.status,
  clientType: clients.clientType,
  createdAt: clients.createdAt,
  dateOfBirth: clients.dateOfBirth,
} satisfies Record<(typeof CLIENT_SORT_FIELDS)[number], unknown>;

export function filters(caller: Caller, q: TClientExportQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(clients.firmId, caller.firmId),
    inCallerSubtree(caller, clients.nodeId),
  ];
  if (q.id) where.push(eq(clients.id, q.id));
  if (q.name) where.push(lowerContains(clients.name, q.name));
  if (q.idOrName) {
    const term = q.idOrName.trim();
    where.push(or(eq(clients.id, term.toUpperCase()), lowerContains(clients.name, term)));
  }
  if (q.parentId) where.push(eq(clients.parentId, q.parentId));
  if (q.status) where.push(eq(clients.status, q.status));
  if (q.clientType) where.push(eq(clients.clientType, q.clientType));
  if (q.nodeId) where.push(inNodeSubtree(caller.firmId, q.nodeId, clients.nodeId));
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

/** The filters that name a record must name one in the caller's reach (400 otherwise, as for none). */
export const checkFilterIds = (db: Database, caller: Caller, q: TClientExportQuery) =>
  requireFieldsInReach(db, caller, 'query', [
    { field: 'id', kind: 'client', value: q.id },
    { field: 'parentId', kind: 'client', value: q.parentId },
    { field: 'nodeId', kind: 'node', value: q.nodeId },
    { field: 'clientGroups[clientFeeGroupId]', kind: 'group', value: q['clientGroups[clientFeeGroupId]'] },
  ]);

/**
 * GET /client/{firmId}: the caller's subtree, filtered, sorted and paged. `count` is every match up to
 * 10,000 and the planner's estimate past that, flagged `totalIsEstimate` (`exactCount` for the real one):
 * counting a firm of 100,000 clients was most of the cost of every page (decision 0412).
 */
export async function listClients(db: Database, caller: Caller, q: TClientListQuery): Promise<Page<unknown>> {
  await checkFilterIds(db, caller, q);
  const where = and(...filters(caller, q));
  const matches = () => db.select({ id: clients.id }).from(clients).where(where).$dynamic();
  const [{ count, estimated }, rows] = await Promise.all([
    countMatches(db, 'clients', matches, { exact: q.exactCount }),
    db
      .select({ client: clients, nodeName: nodes.name })
      .from(clients)
      .leftJoin(nodes, and(eq(nodes.firmId, clients.firmId), eq(nodes.id, clients.nodeId)))
      .where(where)
      .orderBy(...ordering(q))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return {
    items: rows.map((r) => presentClient(r.client, r.nodeName ?? undefined)),
    count,
    page: q.page,
    pageSize: q.pageSize,
    ...(estimated ? { meta: { totalIsEstimate: true } } : {}),
  };
}
