import type { Caller } from '../auth/caller';
import { ROOT_NODE_ID } from '../nodes/subtree';

/**
 * The reader a template composes with: the whole firm, no permissions. Only ever used after the subject
 * was resolved in the asking caller's subtree (or by the platform's own runs), so it widens nothing.
 */
export const systemReader = (firmId: string, userId = 'DOCUMENTS'): Caller => ({
  userId,
  firmId,
  nodeId: ROOT_NODE_ID,
  nodePath: ROOT_NODE_ID,
  userName: 'Documents',
  userType: 'Machine',
  scopes: [],
});
