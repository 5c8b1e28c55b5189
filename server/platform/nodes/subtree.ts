import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { nodes } from '../db/schema';

export const ROOT_NODE_ID = '0';

/** SQL condition: `nodeIdColumn` is the caller's node or one under it. Root-node callers see the firm. */
export function inCallerSubtree(caller: Caller, nodeIdColumn: AnyPgColumn): SQL | undefined {
  if (caller.nodeId === ROOT_NODE_ID) return undefined;
  return sql`${nodeIdColumn} IN (SELECT ${nodes.id} FROM ${nodes} WHERE ${nodes.firmId} = ${caller.firmId}
    AND (${nodes.path} = ${caller.nodePath} OR ${nodes.path} LIKE ${`${caller.nodePath}/%`}))`;
}

export async function nodeInSubtree(db: Tx, caller: Caller, nodeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nodes.id })
    .from(nodes)
    .where(
      and(
        eq(nodes.firmId, caller.firmId),
        eq(nodes.id, nodeId),
        or(eq(nodes.path, caller.nodePath), sql`${nodes.path} LIKE ${`${caller.nodePath}/%`}`),
      ),
    )
    .limit(1);
  return !!row;
}
