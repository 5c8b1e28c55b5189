import { and, eq, sql } from 'drizzle-orm';
import { PERMISSION_RESOURCES, type PermissionResource } from '../../../contract/enums';
import { ADVISER_SCOPES, ALL_SCOPES, type TScope } from '../../../contract/permissions';
import { ROLE_PRESET_IDS, type TRolePreset, type TUpdateRolePreset } from '../../../contract/users';
import { auditDetailsOf } from '../audit/details';
import { updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { rolePresets } from '../db/schema';
import { notFound, staleVersion } from '../errors';
import { assertMayGrant } from './rules';

type PresetId = (typeof ROLE_PRESET_IDS)[number];
type PresetRow = typeof rolePresets.$inferSelect;

/** Back office: runs clients, accounts and money through to completion; reads the rest; no user admin. */
const OPERATIONS_WORKS_ON: PermissionResource[] = [
  'Client',
  'Account',
  'Transaction',
  'Client Fee Group',
  'Know Your Business',
  'Bank Details',
  'Client Enhanced',
];
const OPERATIONS_SCOPES: TScope[] = PERMISSION_RESOURCES.map((scope) => ({
  scope,
  ranges: OPERATIONS_WORKS_ON.includes(scope) ? ['read', 'readWrite', 'action'] : ['read'],
}));

const READ_ONLY_SCOPES: TScope[] = PERMISSION_RESOURCES.map((scope) => ({ scope, ranges: ['read'] }));

/** What a firm starts with (decision 0501); the order is the order the console offers them in. */
export const DEFAULT_PRESETS: { id: PresetId; name: string; scopes: TScope[] }[] = [
  { id: 'ADVISER', name: 'Adviser', scopes: ADVISER_SCOPES },
  { id: 'OPERATIONS', name: 'Operations', scopes: OPERATIONS_SCOPES },
  { id: 'READONLY', name: 'Read-only', scopes: READ_ONLY_SCOPES },
  { id: 'FIRMADMIN', name: 'Firm admin', scopes: ALL_SCOPES },
];

const PRESET: AuditedKind<typeof rolePresets> = {
  table: rolePresets,
  entityType: 'rolePreset',
  snapshot: (row) => ({ name: row.name, scopes: row.scopes }),
};

const present = (row: PresetRow): TRolePreset => ({
  id: row.id as PresetId,
  name: row.name,
  scopes: row.scopes,
  auditDetails: auditDetailsOf(row),
});

/** A firm's presets come into being on first use, so every firm (old or new) has them without a seed. */
async function ensurePresets(tx: Tx, firmId: string) {
  await tx
    .insert(rolePresets)
    .values(DEFAULT_PRESETS.map((p) => ({ ...p, firmId, createdBy: 'keel', updatedBy: 'keel' })))
    .onConflictDoNothing();
}

/** GET /user/preset/{firmId} */
export async function listRolePresets(db: Database, caller: Caller) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rolePresets)
    .where(eq(rolePresets.firmId, caller.firmId));
  if (count < DEFAULT_PRESETS.length) await ensurePresets(db, caller.firmId);
  const rows = (await db.select().from(rolePresets).where(eq(rolePresets.firmId, caller.firmId))).sort(
    (a, b) => ROLE_PRESET_IDS.indexOf(a.id as PresetId) - ROLE_PRESET_IDS.indexOf(b.id as PresetId),
  );
  return { items: rows.map(present), count: rows.length, page: 1, pageSize: rows.length };
}

/** PUT /user/preset/{firmId}/{presetId}: users who were given the preset keep the permissions they have. */
export async function updateRolePreset(
  db: Database,
  caller: Caller,
  presetId: string,
  change: TUpdateRolePreset,
) {
  if (!(ROLE_PRESET_IDS as readonly string[]).includes(presetId)) throw notFound('Role preset');
  return db.transaction(async (tx) => {
    await ensurePresets(tx, caller.firmId);
    const [row] = await tx
      .select()
      .from(rolePresets)
      .where(and(eq(rolePresets.firmId, caller.firmId), eq(rolePresets.id, presetId)))
      .for('update');
    if (change.version !== undefined && change.version !== row.version) throw staleVersion();
    // A preset is how permissions are handed out (decision 0511): nobody puts into one, or reshapes one
    // holding, a permission they do not hold, or a stronger administrator could be led to grant it.
    assertMayGrant(caller, row.scopes);
    if (change.scopes) assertMayGrant(caller, change.scopes);
    const values = { name: change.name ?? row.name, scopes: change.scopes ?? row.scopes };
    const updated = await updateAudited(tx, caller, PRESET, row, values, 'update');
    return present(updated);
  });
}
