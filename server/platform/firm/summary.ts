import { asc, eq } from 'drizzle-orm';
import { UPLOAD_RULES } from '../../../contract/firm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { firmHostnames, firms } from '../db/schema';
import { enabledFeatures } from './features';
import { HOSTNAME_COLUMNS } from './hostnames';

/** GET /settings/{firmId}: the firm's name, enabled flags, white-label hosts and logo upload rules. */
export async function firmSettings(db: Database, caller: Caller) {
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
  };
}
