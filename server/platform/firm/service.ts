import { and, asc, eq, inArray } from 'drizzle-orm';
import { THEME_LOGOS, type TPatchTheme, type TTheme } from '../../../contract/firm';
import { recordAudit } from '../audit/record';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { firmFeatures, nodeSettings, nodes } from '../db/schema';
import { notFound, staleVersion } from '../http/errors';
import { nodeInSubtree } from '../nodes/subtree';

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

/**
 * PATCH /node/theme/{firmId}: merges the change into the node's own theme (null removes a setting), gives
 * a changed logo a fresh lastModified so every browser reloads it, and records the change.
 */
export async function patchNodeTheme(db: Database, caller: Caller, patch: TPatchTheme): Promise<TTheme> {
  if (!(await nodeInSubtree(db, caller, patch.nodeId))) throw notFound('Node');
  await db.transaction(async (tx) => {
    const key = and(
      eq(nodeSettings.firmId, caller.firmId),
      eq(nodeSettings.nodeId, patch.nodeId),
      eq(nodeSettings.kind, 'theme'),
    );
    const [current] = await tx.select().from(nodeSettings).where(key).for('update');
    if (patch.version !== undefined && patch.version !== (current?.version ?? 1)) throw staleVersion();
    const before = (current?.data ?? {}) as Record<string, unknown>;
    const { nodeId, version: _version, ...changes } = patch;
    const after: Record<string, unknown> = { ...before };
    for (const [field, value] of Object.entries(changes)) {
      if (value === null) delete after[field];
      else if (value !== undefined) after[field] = value;
    }
    // Even the same URL gets a new stamp: the file behind it may have been replaced.
    for (const logo of THEME_LOGOS) {
      const set = changes[logo];
      if (set) after[logo] = { url: set.url, lastModified: new Date().toISOString() };
    }
    const audit = { createdBy: caller.userId, updatedBy: caller.userId, updatedAt: new Date() };
    if (current)
      await tx
        .update(nodeSettings)
        .set({ data: after, version: current.version + 1, ...audit })
        .where(key);
    else
      await tx
        .insert(nodeSettings)
        .values({ firmId: caller.firmId, nodeId, kind: 'theme', data: after, ...audit });
    await recordAudit(tx, caller, {
      entityType: 'nodeTheme',
      entityId: nodeId,
      action: 'update',
      before,
      after,
    });
  });
  return effectiveTheme(db, caller, patch.nodeId);
}
