import { and, eq, ne } from 'drizzle-orm';
import { hasPermission, type TScope } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { firms, users } from '../db/schema';
import { conflict, forbidden } from '../http/errors';
import type { UserRow } from './presenter';

const pairs = (scopes: readonly TScope[]) =>
  scopes.flatMap((s) => s.ranges.map((level) => ({ scope: s.scope, level })));

/**
 * Nobody hands out a permission they do not hold themselves, so a user cannot raise their own permissions
 * and an administrator cannot create someone more powerful than they are. Only what is added is checked:
 * saving a user who already holds more than the caller (granted by someone else) is not refused.
 */
export function assertMayGrant(caller: Caller, next: readonly TScope[], current: readonly TScope[] = []) {
  const missing = pairs(next).filter(
    ({ scope, level }) =>
      !hasPermission(current, scope, level) && !hasPermission(caller.scopes, scope, level),
  );
  if (missing.length)
    throw forbidden(
      `You cannot grant permissions you do not hold yourself: ${missing.map((m) => `${m.scope} ${m.level}`).join(', ')}`,
    );
}

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
