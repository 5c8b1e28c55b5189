import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_LEVELS, PERMISSION_RESOURCES } from '../../../contract/enums';
import { ALL_SCOPES, hasPermission, type TScope } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { firms, users } from '../db/schema';
import { conflict, forbidden } from '../errors';
import { inCallerSubtree, ROOT_NODE_ID } from '../nodes/subtree';
import type { UserRow } from './presenter';

const pairs = (scopes: readonly TScope[]) =>
  scopes.flatMap((s) => s.ranges.map((level) => ({ scope: s.scope, level })));

/** What `scopes` asks for that `holder` does not hold, as "Resource level" for a message. */
const lacking = (holder: readonly TScope[], scopes: readonly TScope[]) =>
  pairs(scopes)
    .filter(({ scope, level }) => !hasPermission(holder, scope, level))
    .map(({ scope, level }) => `${scope} ${level}`);

/**
 * Nobody hands out a permission they do not hold themselves, so a user cannot raise their own permissions
 * and an administrator cannot create someone more powerful than they are. The whole set is checked: the
 * target already holds no more than the caller (assertMayAdminister), so this refuses only what is added.
 */
export function assertMayGrant(caller: Caller, next: readonly TScope[]) {
  const missing = lacking(caller.scopes, next);
  if (missing.length)
    throw forbidden(`You cannot grant permissions you do not hold yourself: ${missing.join(', ')}`);
}

/**
 * An administrator acts only on users no stronger than themselves (decision 0511): changing, re-typing,
 * rotating the credentials of, removing the MFA of, or reading the mail of someone who holds a permission
 * the caller lacks would let the caller become them. (Outside the caller's subtree is 404 before this.)
 */
export function assertMayAdminister(caller: Caller, target: Pick<UserRow, 'scopes'>) {
  const missing = lacking(caller.scopes, target.scopes);
  if (missing.length)
    throw forbidden(
      `This user holds permissions you do not hold (${missing.join(', ')}), so only an administrator who holds them can do this`,
    );
}

/** Every "Resource:level" the caller holds, `read` included where `readWrite` implies it. */
const heldPairs = (caller: Caller) =>
  PERMISSION_RESOURCES.flatMap((scope) =>
    PERMISSION_LEVELS.filter((level) => hasPermission(caller.scopes, scope, level)).map(
      (level) => `${scope}:${level}`,
    ),
  );

/**
 * SQL condition on `users`: the users the caller may administer, the same rule as assertMayAdminister in
 * the database, for lists that must page (the outbox): the caller's firm and subtree, and no permission
 * the caller lacks.
 */
export function administrable(caller: Caller): SQL | undefined {
  const held = JSON.stringify(heldPairs(caller));
  return and(
    eq(users.firmId, caller.firmId),
    inCallerSubtree(caller, users.nodeId),
    sql`NOT EXISTS (SELECT 1 FROM jsonb_array_elements(${users.scopes}) AS s(entry),
      jsonb_array_elements_text(s.entry -> 'ranges') AS r(level)
      WHERE NOT (${held}::jsonb @> to_jsonb((s.entry ->> 'scope') || ':' || r.level)))`,
  );
}

/** Whether the caller could administer anyone in the firm: its root node, holding every permission. */
export const administersWholeFirm = (caller: Caller) =>
  caller.nodeId === ROOT_NODE_ID && lacking(caller.scopes, ALL_SCOPES).length === 0;

/** A firm administrator: an active person who may manage users (so can put anything else right). */
export const isFirmAdmin = (u: Pick<UserRow, 'status' | 'userType' | 'scopes'>) =>
  u.status === 'Active' && u.userType === 'User' && hasPermission(u.scopes, 'User', 'readWrite');

/**
 * A firm must keep one administrator, or nobody could manage its users again. Takes the firm's row lock
 * first, so two administrators demoting each other at the same moment cannot both succeed.
 */
export async function assertAdminRemains(
  tx: Tx,
  before: UserRow,
  after: Pick<UserRow, 'status' | 'userType' | 'scopes'>,
) {
  if (!isFirmAdmin(before) || isFirmAdmin(after)) return;
  await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, before.firmId)).for('update');
  const others = await tx
    .select({ status: users.status, userType: users.userType, scopes: users.scopes })
    .from(users)
    .where(and(eq(users.firmId, before.firmId), ne(users.id, before.id), eq(users.status, 'Active')));
  if (!others.some(isFirmAdmin))
    throw conflict('This is the last firm administrator: make someone else an administrator first');
}
