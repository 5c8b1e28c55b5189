import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SPACE, type Space } from '../../../contract/theme';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { nodeSettings, nodes } from '../db/schema';
import { notFound, staleVersion } from '../errors';
import { nodeInSubtree } from '../nodes/subtree';

type Data = Record<string, unknown>;

/**
 * Which of a node's settings a row of node_settings holds (its `kind`). The Professional theme keeps
 * the plain 'theme' it always had (the IdP's sign-in page reads it); the other spaces, content per
 * space and locale, and configuration get their own keys.
 */
export const settingsKey = {
  theme: (space: Space = DEFAULT_SPACE) => (space === DEFAULT_SPACE ? 'theme' : `theme:${space}`),
  content: (space: Space, locale: string) => `content:${space}:${locale}`,
  config: () => 'config',
};

/** The ids from the firm root down to the node; 404 when the firm has no such node. */
export async function nodeChain(db: Tx, firmId: string, nodeId: string): Promise<string[]> {
  const [node] = await db
    .select({ path: nodes.path })
    .from(nodes)
    .where(and(eq(nodes.firmId, firmId), eq(nodes.id, nodeId)));
  if (!node) throw notFound('Node');
  return node.path.split('/');
}

/**
 * A node's effective settings under `key`: its own over its parent's, up to the firm root. Fields nobody
 * set are absent; the reader fills them with its defaults.
 */
export async function effectiveSettings(db: Tx, firmId: string, nodeId: string, key: string): Promise<Data> {
  const chain = await nodeChain(db, firmId, nodeId);
  const rows = await db
    .select({ nodeId: nodeSettings.nodeId, data: nodeSettings.data })
    .from(nodeSettings)
    .where(
      and(eq(nodeSettings.firmId, firmId), eq(nodeSettings.kind, key), inArray(nodeSettings.nodeId, chain)),
    );
  const byNode = new Map(rows.map((r) => [r.nodeId, r.data]));
  return Object.assign({}, ...chain.map((id) => byNode.get(id) ?? {}));
}

/** The node's own settings under `key` (not inherited) and their version; empty and 1 when none. */
export async function ownSettings(db: Tx, firmId: string, nodeId: string, key: string) {
  const [row] = await db
    .select({ data: nodeSettings.data, version: nodeSettings.version })
    .from(nodeSettings)
    .where(settingsRow(firmId, nodeId, key));
  return { data: row?.data ?? {}, version: row?.version ?? 1 };
}

const settingsRow = (firmId: string, nodeId: string, key: string) =>
  and(eq(nodeSettings.firmId, firmId), eq(nodeSettings.nodeId, nodeId), eq(nodeSettings.kind, key));

export interface SettingsChange {
  nodeId: string;
  key: string;
  /** What the audit trail calls the record ("nodeTheme", "nodeContent", "nodeConfig"). */
  entityType: string;
  version?: number;
  /** Field → value; null removes the node's own value so it inherits again; undefined leaves it. */
  changes: Data;
  /** Last word on the merged record before it is stored (e.g. stamping changed logos). */
  finish?: (after: Data, changes: Data) => void;
}

/**
 * Merges a change into a node's own settings in one transaction with its audit row: 404 when the node
 * is outside the caller's subtree, 412 when `version` is stale.
 */
export async function patchSettings(db: Database, caller: Caller, change: SettingsChange): Promise<void> {
  await db.transaction(async (tx) => {
    await writeSettings(tx, caller, change);
  });
}

/** patchSettings inside a transaction the caller already holds. */
export async function writeSettings(tx: Tx, caller: Caller, change: SettingsChange): Promise<void> {
  const { nodeId, key } = change;
  if (!(await nodeInSubtree(tx, caller, nodeId))) throw notFound('Node');
  const where = settingsRow(caller.firmId, nodeId, key);
  const [current] = await tx.select().from(nodeSettings).where(where).for('update');
  if (change.version !== undefined && change.version !== (current?.version ?? 1)) throw staleVersion();
  const before = (current?.data ?? {}) as Data;
  const after: Data = { ...before };
  for (const [field, value] of Object.entries(change.changes)) {
    if (value === null) delete after[field];
    else if (value !== undefined) after[field] = value;
  }
  change.finish?.(after, change.changes);
  const audit = { createdBy: caller.userId, updatedBy: caller.userId, updatedAt: new Date() };
  if (current)
    await tx
      .update(nodeSettings)
      .set({ data: after, version: current.version + 1, ...audit })
      .where(where);
  else
    await tx.insert(nodeSettings).values({ firmId: caller.firmId, nodeId, kind: key, data: after, ...audit });
  await recordAudit(tx, caller, {
    entityType: change.entityType,
    entityId: `${nodeId}/${key}`,
    action: current ? 'update' : 'create',
    before,
    after,
  });
}
