import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TFieldError } from '../../../contract/errors';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { clients, portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { badRequest } from '../http/errors';
import { inCallerSubtree } from '../nodes/subtree';

export async function memberIds(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ clientId: portfolioGroupMembers.clientId })
    .from(portfolioGroupMembers)
    .where(eq(portfolioGroupMembers.groupId, groupId));
  return rows.map((r) => r.clientId).sort();
}

/**
 * Clients joining a group must be the caller's to see, and a client sits in one active client fee group
 * at most (its fees are tiered on that group's combined value).
 */
export async function checkJoiners(
  tx: Tx,
  caller: Caller,
  joiners: string[],
  intent: string,
  groupId?: string,
) {
  if (!joiners.length) return;
  const found = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.firmId, caller.firmId),
        inArray(clients.id, joiners),
        inCallerSubtree(caller, clients.nodeId),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  const errors: TFieldError[] = joiners
    .filter((id) => !known.has(id))
    .map((id) => ({ fieldName: 'clientIds', errorMessage: `Client ${id} is not one of your clients` }));
  if (intent === 'Client Fee Group') {
    const taken = await tx
      .select({ clientId: portfolioGroupMembers.clientId, name: portfolioGroups.name })
      .from(portfolioGroupMembers)
      .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioGroupMembers.groupId))
      .where(
        and(
          inArray(portfolioGroupMembers.clientId, joiners),
          eq(portfolioGroups.groupIntent, 'Client Fee Group'),
          eq(portfolioGroups.status, 'Active'),
          groupId ? ne(portfolioGroups.id, groupId) : sql`true`,
        ),
      );
    for (const t of taken)
      errors.push({
        fieldName: 'clientIds',
        errorMessage: `Client ${t.clientId} is already in fee group ${t.name}`,
      });
  }
  if (errors.length) throw badRequest(errors);
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
