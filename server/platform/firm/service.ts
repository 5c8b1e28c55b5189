import {
  CONFIG_DATA_TYPES,
  DEFAULT_LOCALE,
  type ConfigDataType,
  type TConfig,
  type TContent,
  type TPatchConfig,
  type TPatchContent,
  type TPatchTheme,
} from '../../../contract/firm';
import { THEME_LOGOS, type Space, type TTheme } from '../../../contract/theme';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { notFound } from '../errors';
import { nodeInSubtree } from '../nodes/subtree';
import { effectiveSettings, patchSettings, settingsKey } from './settings';

type Data = Record<string, unknown>;

/** A node the caller named in a query (not the path): it must be in their subtree; none means their own. */
export async function visibleNode(db: Database, caller: Caller, nodeId: string | undefined): Promise<string> {
  if (nodeId === undefined) return caller.nodeId;
  if (!(await nodeInSubtree(db, caller, nodeId))) throw notFound('Node');
  return nodeId;
}

export const effectiveTheme = (db: Tx, firmId: string, nodeId: string, space?: Space) =>
  effectiveSettings(db, firmId, nodeId, settingsKey.theme(space)) as Promise<TTheme>;

/**
 * PATCH /node/theme/{firmId}: merges the change into the node's own theme for its space (null removes a
 * setting), gives a changed logo a fresh lastModified so every browser reloads it, and records the change.
 */
export async function patchNodeTheme(db: Database, caller: Caller, patch: TPatchTheme): Promise<TTheme> {
  const { nodeId, version, space, ...changes } = patch;
  await patchSettings(db, caller, {
    nodeId,
    version,
    key: settingsKey.theme(space),
    entityType: 'nodeTheme',
    changes,
    finish: stampChangedLogos,
  });
  return effectiveTheme(db, caller.firmId, nodeId, space);
}

/** Even the same URL gets a new stamp: the file behind it may have been replaced. */
export function stampChangedLogos(after: Data, changes: Data): void {
  const now = new Date().toISOString();
  for (const logo of THEME_LOGOS) {
    const set = changes[logo] as { url: string } | null | undefined;
    if (set) after[logo] = { url: set.url, lastModified: now };
  }
}

/** Content for a locale: its own texts over en-GB's, each merged up the node's ancestors. */
export async function effectiveContent(
  db: Database,
  firmId: string,
  nodeId: string,
  space: Space,
  locale: string,
): Promise<TContent> {
  const fallback = await effectiveSettings(db, firmId, nodeId, settingsKey.content(space, DEFAULT_LOCALE));
  if (locale === DEFAULT_LOCALE) return fallback;
  return {
    ...fallback,
    ...(await effectiveSettings(db, firmId, nodeId, settingsKey.content(space, locale))),
  };
}

/** GET /content/{firmId}: what a site shows at a node (the caller's own when none is named). */
export async function siteContent(
  db: Database,
  caller: Caller,
  query: { nodeId?: string; space: Space; locale: string },
): Promise<TContent> {
  const nodeId = await visibleNode(db, caller, query.nodeId);
  return effectiveContent(db, caller.firmId, nodeId, query.space, query.locale);
}

export async function patchNodeContent(
  db: Database,
  caller: Caller,
  patch: TPatchContent,
): Promise<TContent> {
  const { nodeId, version, space = 'Professional', locale = DEFAULT_LOCALE, ...changes } = patch;
  await patchSettings(db, caller, {
    nodeId,
    version,
    key: settingsKey.content(space, locale),
    entityType: 'nodeContent',
    changes,
  });
  return effectiveContent(db, caller.firmId, nodeId, space, locale);
}

export const effectiveConfig = (db: Database, firmId: string, nodeId: string) =>
  effectiveSettings(db, firmId, nodeId, settingsKey.config()) as Promise<TConfig>;

export async function patchNodeConfig(db: Database, caller: Caller, patch: TPatchConfig): Promise<TConfig> {
  const { nodeId, version, ...changes } = patch;
  await patchSettings(db, caller, {
    nodeId,
    version,
    key: settingsKey.config(),
    entityType: 'nodeConfig',
    changes,
  });
  return effectiveConfig(db, caller.firmId, nodeId);
}

/** GET /firm/config/{firmId}: a node's effective configuration, only the `dataType`'s fields when named. */
export async function firmConfig(
  db: Database,
  caller: Caller,
  query: { dataType?: ConfigDataType; nodeId?: string },
): Promise<TConfig> {
  const config = await effectiveConfig(db, caller.firmId, await visibleNode(db, caller, query.nodeId));
  if (!query.dataType) return config;
  const fields: readonly string[] = CONFIG_DATA_TYPES[query.dataType];
  return Object.fromEntries(Object.entries(config).filter(([field]) => fields.includes(field)));
}
