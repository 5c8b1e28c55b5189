import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { NodeType } from '../../../contract/enums';
import type { TNode } from '../../../contract/firm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { nodes } from '../db/schema';
import { lowerContains } from '../db/like';
import type { Page } from '../http/route';
import { requireFieldsInReach } from '../security/reach';
import { inCallerSubtree } from './subtree';

export interface NodeListQuery {
  parentNodeId?: string;
  nodeType?: NodeType;
  name?: string;
  page: number;
  pageSize: number;
}

/**
 * GET /firm/node/list/{firmId}: the organisation tree as far as the caller sees it (their node and
 * below), in tree order (by path), so a page can indent each node under its parent.
 */
export async function listNodes(db: Database, caller: Caller, query: NodeListQuery): Promise<Page<TNode>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'parentNodeId', kind: 'node', value: query.parentNodeId },
  ]);
  const where: (SQL | undefined)[] = [eq(nodes.firmId, caller.firmId), inCallerSubtree(caller, nodes.id)];
  if (query.parentNodeId) where.push(eq(nodes.parentNodeId, query.parentNodeId));
  if (query.nodeType) where.push(eq(nodes.nodeType, query.nodeType));
  if (query.name) where.push(lowerContains(nodes.name, query.name));
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(nodes).where(condition);
  const rows = await db
    .select({
      id: nodes.id,
      firmId: nodes.firmId,
      parentNodeId: nodes.parentNodeId,
      nodeType: nodes.nodeType,
      name: nodes.name,
      path: nodes.path,
    })
    .from(nodes)
    .where(condition)
    .orderBy(asc(nodes.path))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({ ...r, nodeType: r.nodeType as NodeType })),
    count: total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
