import { asc, eq } from 'drizzle-orm';
import { UPLOAD_RULES, type TSettingsQuery } from '../../../contract/firm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { firmHostnames, firms } from '../db/schema';
import { enabledFeatures } from './features';
import { HOSTNAME_COLUMNS } from './hostnames';
import { effectiveConfig, visibleNode } from './service';
import { isMfaRequired } from '../mfa/service';

/**
 * GET /settings/{firmId}: the firm's effective settings in one read: its name, enabled flags, white-label
 * hosts, logo upload rules and MFA policy, and a node's effective configuration (`nodeId`, in the caller's
 * subtree; default their own node).
 */
export async function firmSettings(db: Database, caller: Caller, query: TSettingsQuery = {}) {
  const nodeId = await visibleNode(db, caller, query.nodeId);
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, caller.firmId));
  const hostnames = await db
    .select(HOSTNAME_COLUMNS)
    .from(firmHostnames)
    .where(eq(firmHostnames.firmId, caller.firmId))
    .orderBy(asc(firmHostnames.host));
  return {
    firmId: caller.firmId,
    name: firm.name,
    enabledFeatures: await enabledFeatures(db, caller.firmId),
    hostnames,
    uploadRules: UPLOAD_RULES,
    nodeId,
    configuration: await effectiveConfig(db, caller.firmId, nodeId),
    mfaRequired: await isMfaRequired(db, caller.firmId),
  };
}
