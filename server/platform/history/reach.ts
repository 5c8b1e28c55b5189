import { and, eq } from 'drizzle-orm';
import type { PermissionResource } from '../../../contract/enums';
import type { THistoryEntityType } from '../../../contract/history';
import { hasPermission } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { findIllustration } from '../illustrations/read';
import { requireModelPermission } from '../models/access';
import { findModel } from '../models/read';
import type { ModelType } from '../models/targets';
import { inCallerSubtree } from '../nodes/subtree';
import { requireInReach, type Kind } from '../security/reach';

/** 403 unless the caller may read `resource`: the same words as a call's own permission check. */
function requireRead(caller: Caller, resource: PermissionResource) {
  if (!hasPermission(caller.scopes, resource, 'read'))
    throw forbidden(`You need read permission on ${resource} to do this`);
}

/** A record the reach checks of security/reach.ts place, read with `resource`'s read permission. */
const placed =
  (resource: PermissionResource, kind: Kind, what?: string) => async (tx: Tx, caller: Caller, id: string) => {
    requireRead(caller, resource);
    await requireInReach(tx, caller, kind, id, what);
  };

/** Anyone may read their own user record (as GET /user/{firmId}/{userId}); others need User read. */
async function user(tx: Tx, caller: Caller, id: string) {
  if (id !== caller.userId) requireRead(caller, 'User');
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, caller.firmId), eq(users.id, id), inCallerSubtree(caller, users.nodeId)));
  if (!row) throw notFound('User');
}

/**
 * How each kind of record is found for its history: in the caller's firm and node subtree, with the
 * permission its own read needs (the call table's permission for its GET). A record out of reach answers
 * "X not found" (404), exactly as one that does not exist; a missing permission is 403 and names no record.
 */
export const HISTORY_READS: Record<
  THistoryEntityType,
  (tx: Tx, caller: Caller, id: string) => Promise<void>
> = {
  client: placed('Client', 'client'),
  account: placed('Account', 'account'),
  clientProduct: placed('Client', 'clientProduct'),
  portfolioTransaction: placed('Transaction', 'transaction'),
  portfolioGroup: placed('Client Fee Group', 'group'),
  // An instrument the firm adopted: its history is the firm's adopting it and changing its dealing.
  asset: placed('Instrument', 'asset', 'Instrument'),
  user,
  illustration: async (tx, caller, id) => {
    requireRead(caller, 'Recommendation');
    await findIllustration(tx, caller, id);
  },
  // A model's permission depends on its type, known once it is found (as GET /model/{firmId}/{modelId}).
  model: async (tx, caller, id) => {
    const row = await findModel(tx, caller, id);
    requireModelPermission(caller, row.type as ModelType, 'read');
  },
};
