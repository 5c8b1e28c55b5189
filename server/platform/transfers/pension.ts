import { and, eq, sql } from 'drizzle-orm';
import type { TCrystallisationDetails } from '../../../contract/transfers';
import type { Actor } from '../audit/audited';
import { recordAudit } from '../audit/audit-log';
import type { Tx } from '../db/connection';
import {
  accounts,
  clients,
  portfolioGroupMembers,
  portfolioGroups,
  type CrystallisationDetails,
} from '../db/schema';
import { fieldError } from '../errors';
import { moneyIn } from '../ledger/money';
import type { TransferRow } from './store';

/**
 * Crystallised pensions coming in (decision 0800): the ceding scheme's crystallisation details (the amount
 * in drawdown, the tax-free cash taken, the date) are needed before the transfer goes on; once it completes,
 * the account joins the client's CrystallisedTransfer pension account group, so its funds are kept apart
 * from money crystallised here (their tax-free cash was already taken elsewhere).
 */

export const storedCrystallisation = (d: TCrystallisationDetails): CrystallisationDetails => ({
  crystallisedAmount: moneyIn(d.crystallisedAmount),
  pclsTaken: moneyIn(d.pclsTaken),
  crystallisedOn: d.crystallisedOn,
});

/** The details a move out of Awaiting Crystallisation Information needs: given now, or given before. */
export function crystallisationFor(row: TransferRow, given: TCrystallisationDetails | undefined) {
  if (given) return storedCrystallisation(given);
  if (row.crystallisation) return row.crystallisation;
  throw fieldError('crystallisation', "Required: the ceding scheme's crystallisation details");
}

const GROUP_STATUS = 'CrystallisedTransfer';

/** Puts the transfer's account in the client's CrystallisedTransfer group, creating the group if missing. */
export async function joinCrystallisedTransferGroup(tx: Tx, actor: Actor, row: TransferRow) {
  const [account] = await tx
    .select({ clientId: accounts.clientId, clientName: clients.name })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .where(eq(accounts.id, row.accountId));
  const [existing] = await tx
    .select({ id: portfolioGroups.id, details: portfolioGroups.details })
    .from(portfolioGroups)
    .innerJoin(portfolioGroupMembers, eq(portfolioGroupMembers.groupId, portfolioGroups.id))
    .where(
      and(
        eq(portfolioGroups.firmId, row.firmId),
        eq(portfolioGroupMembers.clientId, account.clientId),
        eq(portfolioGroups.groupIntent, 'Pension Account Group'),
        eq(portfolioGroups.status, 'Active'),
        sql`${portfolioGroups.details} -> 'intentDetails' ->> 'status' = ${GROUP_STATUS}`,
      ),
    )
    .limit(1)
    .for('update');
  if (existing) {
    const accountIds = (existing.details.accountIds as string[] | undefined) ?? [];
    if (accountIds.includes(row.accountId)) return existing.id;
    const details = { ...existing.details, accountIds: [...accountIds, row.accountId] };
    await tx
      .update(portfolioGroups)
      .set({ details, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(portfolioGroups.id, existing.id));
    await recordAudit(tx, actor, {
      entityType: 'portfolioGroup',
      entityId: existing.id,
      action: 'update',
      before: { accountIds },
      after: { accountIds: details.accountIds },
      reason: `Transfer ${row.id} completed`,
    });
    return existing.id;
  }
  const [group] = await tx
    .insert(portfolioGroups)
    .values({
      firmId: row.firmId,
      name: `${account.clientName}: crystallised transfers`,
      groupIntent: 'Pension Account Group',
      groupType: GROUP_STATUS,
      status: 'Active',
      details: { intentDetails: { status: GROUP_STATUS }, accountIds: [row.accountId] },
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
    after: {
      name: group.name,
      groupIntent: group.groupIntent,
      clientIds: [account.clientId],
      accountIds: [row.accountId],
    },
    reason: `Transfer ${row.id} completed`,
  });
  return group.id;
}
