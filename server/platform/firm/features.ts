import { and, asc, eq } from 'drizzle-orm';
import type { FeatureName } from '../../../contract/firm';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { firmFeatures } from '../db/schema';

export async function enabledFeatures(db: Tx, firmId: string): Promise<string[]> {
  const rows = await db
    .select({ name: firmFeatures.name })
    .from(firmFeatures)
    .where(and(eq(firmFeatures.firmId, firmId), eq(firmFeatures.enabled, true)))
    .orderBy(asc(firmFeatures.name));
  return rows.map((r) => r.name);
}

export async function isEnabled(db: Tx, firmId: string, feature: FeatureName): Promise<boolean> {
  return (await enabledFeatures(db, firmId)).includes(feature);
}

/**
 * PATCH /firm/enabledfeatures/{firmId}: turns the named flags on or off (a flag never named before is
 * created), in one transaction with an audit row listing the before and after sets.
 */
export async function patchFeatures(
  db: Database,
  caller: Caller,
  features: Partial<Record<FeatureName, boolean>>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await enabledFeatures(tx, caller.firmId);
    for (const [name, enabled] of Object.entries(features))
      await tx
        .insert(firmFeatures)
        .values({ firmId: caller.firmId, name, enabled })
        .onConflictDoUpdate({ target: [firmFeatures.firmId, firmFeatures.name], set: { enabled } });
    const after = await enabledFeatures(tx, caller.firmId);
    await recordAudit(tx, caller, {
      entityType: 'firmFeatures',
      entityId: caller.firmId,
      action: 'update',
      before: { enabled: before },
      after: { enabled: after },
    });
    return after;
  });
}
