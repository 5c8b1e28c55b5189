import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TFieldError } from '../../../contract/errors';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { badRequest } from '../errors';
import { reachable } from '../security/reach';

export async function memberIds(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ clientId: portfolioGroupMembers.clientId })
    .from(portfolioGroupMembers)
    .where(eq(portfolioGroupMembers.groupId, groupId));
  return rows.map((r) => r.clientId).sort();
}

/**
 * A client sits in one active client fee group at most (its fees are tiered on that group's combined value).
 * The joiners were resolved in the caller's reach already, except a restored group's standing members, some
 * of whom a caller low in the tree may not see: those are refused without being named.
 */
export async function checkJoiners(
  tx: Tx,
  caller: Caller,
  joiners: string[],
  intent: string,
  groupId?: string,
) {
  if (!joiners.length || intent !== 'Client Fee Group') return;
  const taken = await tx
    .select({ clientId: portfolioGroupMembers.clientId, name: portfolioGroups.name })
    .from(portfolioGroupMembers)
    .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioGroupMembers.groupId))
    .where(
      and(
        eq(portfolioGroups.firmId, caller.firmId),
        inArray(portfolioGroupMembers.clientId, joiners),
        eq(portfolioGroups.groupIntent, 'Client Fee Group'),
        eq(portfolioGroups.status, 'Active'),
        groupId ? ne(portfolioGroups.id, groupId) : sql`true`,
      ),
    );
  if (!taken.length) return;
  const visible = await reachable(tx, caller, 'client', joiners);
  const errors: TFieldError[] = taken.map((t) => ({
    fieldName: 'clientIds',
    errorMessage: visible.has(t.clientId)
      ? `Client ${t.clientId} is already in fee group ${t.name}`
      : 'A member of this group is already in another active fee group',
  }));
  throw badRequest(errors);
}

/** The current members the caller cannot see: a change of members made by them leaves these alone. */
export async function hiddenMembers(tx: Tx, caller: Caller, members: string[]): Promise<string[]> {
  const visible = await reachable(tx, caller, 'client', members);
  return members.filter((id) => !visible.has(id));
}

export async function setMembers(tx: Tx, groupId: string, before: string[], after: string[]) {
  const leaving = before.filter((id) => !after.includes(id));
  const joining = after.filter((id) => !before.includes(id));
  if (leaving.length)
    await tx
      .delete(portfolioGroupMembers)
      .where(
        and(eq(portfolioGroupMembers.groupId, groupId), inArray(portfolioGroupMembers.clientId, leaving)),
      );
  if (joining.length)
    await tx.insert(portfolioGroupMembers).values(joining.map((clientId) => ({ groupId, clientId })));
  return joining;
}
