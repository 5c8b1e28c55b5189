import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTheme } from '../../../contract/firm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { firmFeatures, nodeSettings, nodes } from '../db/schema';

export async function enabledFeatures(db: Database, caller: Caller): Promise<string[]> {
  const rows = await db
    .select({ name: firmFeatures.name })
    .from(firmFeatures)
    .where(and(eq(firmFeatures.firmId, caller.firmId), eq(firmFeatures.enabled, true)))
    .orderBy(asc(firmFeatures.name));
  return rows.map((r) => r.name);
}

/**
 * A node's effective theme: its own settings over its parent's, up to the firm's root node. Fields
 * nobody set are absent; the console fills them with the product defaults.
 */
export async function effectiveTheme(db: Database, caller: Caller, nodeId: string): Promise<TTheme> {
  const [node] = await db
    .select({ path: nodes.path })
    .from(nodes)
    .where(and(eq(nodes.firmId, caller.firmId), eq(nodes.id, nodeId)));
  const chain = node.path.split('/');
  const rows = await db
    .select({ nodeId: nodeSettings.nodeId, data: nodeSettings.data })
    .from(nodeSettings)
    .where(
      and(
        eq(nodeSettings.firmId, caller.firmId),
        eq(nodeSettings.kind, 'theme'),
        inArray(nodeSettings.nodeId, chain),
      ),
    );
  const byNode = new Map(rows.map((r) => [r.nodeId, r.data]));
  return Object.assign({}, ...chain.map((id) => byNode.get(id) ?? {})) as TTheme;
}
