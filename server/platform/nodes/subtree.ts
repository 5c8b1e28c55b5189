import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { nodes } from '../db/schema';
import { atOrUnderPath } from '../db/like';

export const ROOT_NODE_ID = '0';

/** SQL condition: `nodeIdColumn` is the caller's node or one under it. Root-node callers see the firm. */
export function inCallerSubtree(caller: Caller, nodeIdColumn: AnyPgColumn): SQL | undefined {
  if (caller.nodeId === ROOT_NODE_ID) return undefined;
  return sql`${nodeIdColumn} IN (SELECT ${nodes.id} FROM ${nodes} WHERE ${nodes.firmId} = ${caller.firmId}
    AND ${atOrUnderPath(nodes.path, caller.nodePath)})`;
}

/**
 * SQL condition: `nodeIdColumn` is the node `nodeId` names in the firm, or one under it. The node is
 * looked up by id, never matched as a pattern; an id naming no node of the firm matches nothing.
 */
export function inNodeSubtree(firmId: string, nodeId: string, nodeIdColumn: AnyPgColumn): SQL {
  const named = alias(nodes, 'named_node');
  const namedPath = new QueryBuilder()
    .select({ path: named.path })
    .from(named)
    .where(and(eq(named.firmId, firmId), eq(named.id, nodeId)));
  return sql`${nodeIdColumn} IN (SELECT ${nodes.id} FROM ${nodes} WHERE ${nodes.firmId} = ${firmId}
    AND ${atOrUnderPath(nodes.path, sql`(${namedPath})`)})`;
}

export async function nodeInSubtree(db: Tx, caller: Caller, nodeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nodes.id })
    .from(nodes)
    .where(
      and(eq(nodes.firmId, caller.firmId), eq(nodes.id, nodeId), atOrUnderPath(nodes.path, caller.nodePath)),
    )
    .limit(1);
  return !!row;
}
