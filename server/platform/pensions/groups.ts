import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audited';
import { recordAudit } from '../audit/audit-log';
import type { Tx } from '../db/connection';
import { clients, portfolioGroupMembers, portfolioGroups } from '../db/schema';
import type { PensionAccount } from './store';

/**
 * The spec's vocabulary for money kept apart (decision 0901): per client product, a Pension Account Group
 * of status Uncrystallised and one of status Crystallised (intentDetails {clientProductId, status}), each
 * listing the accounts with money of that kind. The amounts themselves are kept on `pension_funds`.
 */

type GroupStatus = 'Uncrystallised' | 'Crystallised';

async function findGroup(tx: Tx, account: PensionAccount, status: GroupStatus) {
  const [row] = await tx
    .select({ id: portfolioGroups.id, details: portfolioGroups.details })
    .from(portfolioGroups)
    .innerJoin(portfolioGroupMembers, eq(portfolioGroupMembers.groupId, portfolioGroups.id))
    .where(
      and(
        eq(portfolioGroups.firmId, account.firmId),
        eq(portfolioGroupMembers.clientId, account.clientId),
        eq(portfolioGroups.groupIntent, 'Pension Account Group'),
        eq(portfolioGroups.status, 'Active'),
        sql`${portfolioGroups.details} -> 'intentDetails' ->> 'status' = ${status}`,
        sql`${portfolioGroups.details} -> 'intentDetails' ->> 'clientProductId' IS NOT DISTINCT FROM ${account.clientProductId}`,
      ),
    )
    .limit(1)
    .for('update', { of: portfolioGroups });
  return row;
}

async function createGroup(tx: Tx, actor: Actor, account: PensionAccount, status: GroupStatus) {
  const [{ name }] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, account.clientId));
  const details = {
    intentDetails: { clientProductId: account.clientProductId ?? undefined, status },
    accountIds: [] as string[],
  };
  const [group] = await tx
    .insert(portfolioGroups)
    .values({
      firmId: account.firmId,
      name: `${name}: ${account.wrapperType} ${status.toLowerCase()}`,
      groupIntent: 'Pension Account Group',
      groupType: status,
      status: 'Active',
      details,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  await tx.insert(portfolioGroupMembers).values({ groupId: group.id, clientId: account.clientId });
  await recordAudit(tx, actor, {
    entityType: 'portfolioGroup',
    entityId: group.id,
    action: 'create',
    before: null,
    after: { name: group.name, groupIntent: group.groupIntent, clientIds: [account.clientId], status },
  });
  return { id: group.id, details: group.details };
}

/** Puts the account in (or takes it out of) the client's group of `status`, creating the group if missing. */
async function setMembership(
  tx: Tx,
  actor: Actor,
  account: PensionAccount,
  status: GroupStatus,
  member: boolean,
) {
  const group = (await findGroup(tx, account, status)) ?? (await createGroup(tx, actor, account, status));
  const before = (group.details.accountIds as string[] | undefined) ?? [];
  if (before.includes(account.id) === member) return group.id;
  const accountIds = member ? [...before, account.id] : before.filter((id) => id !== account.id);
  await tx
    .update(portfolioGroups)
    .set({ details: { ...group.details, accountIds }, updatedBy: actor.userId, updatedAt: new Date() })
    .where(eq(portfolioGroups.id, group.id));
  await recordAudit(tx, actor, {
    entityType: 'portfolioGroup',
    entityId: group.id,
    action: 'update',
    before: { accountIds: before },
    after: { accountIds },
    reason: `Crystallisation on account ${account.id}`,
  });
  return group.id;
}

/** After a crystallisation: the account's groups say which kinds of money it now holds. */
export async function placeInPensionGroups(
  tx: Tx,
  actor: Actor,
  account: PensionAccount,
  holds: { uncrystallised: boolean; crystallised: boolean },
) {
  await setMembership(tx, actor, account, 'Uncrystallised', holds.uncrystallised);
  await setMembership(tx, actor, account, 'Crystallised', holds.crystallised);
}
