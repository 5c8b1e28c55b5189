import type { TTheme } from '../../../contract/branding';
import type { CallApi } from './apiClient';

/** The firm's feature flag that lets each node carry its own theme (seeded for DEMO1 and DEMO2). */
export const NODE_THEMES_FEATURE = 'nodeThemes';
/** A firm's root node (ARCHITECTURE.md: IDs). */
export const ROOT_NODE_ID = '0';

/** Firm settings the shell reads: the enabled feature flags and a node's effective theme. */
export function firmSettingsCalls(callApi: CallApi, getFirmId: () => string | undefined) {
  return {
    async getEnabledFeatures(): Promise<string[]> {
      const { data } = await callApi<string[]>('getEnabledFeatures', { params: { firmId: getFirmId() } });
      return Array.isArray(data) ? data : [];
    },
    /** The node's theme merged up to the firm root by the platform; unset fields are absent. */
    async getNodeTheme(nodeId: string): Promise<TTheme> {
      const { data } = await callApi<TTheme>('getNodeTheme', { params: { firmId: getFirmId(), nodeId } });
      return data ?? {};
    },
  };
}

export type FirmSettingsCalls = ReturnType<typeof firmSettingsCalls>;

/**
 * Spec §4: the feature flag is checked before node themes load. With node themes on, the user's own
 * node's theme applies; otherwise (or when the flags cannot be read) the firm root's.
 */
export function themeNodeFor(features: readonly string[] | undefined, userNodeId: string): string {
  return features?.includes(NODE_THEMES_FEATURE) ? userNodeId : ROOT_NODE_ID;
}
