import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/ledger';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, portfolioTransactions } from '../db/schema';
import { conflict, notFound } from '../errors';
import { modelTargets, type ModelTargets } from '../models/targets';
import { inCallerSubtree } from '../nodes/subtree';

/** An account a rebalance may work on, with its model; every refusal is a clear 404 or 409. */
export interface RebalanceAccount {
  id: string;
  firmId: string;
  nodeId: string;
  clientId: string;
  wrapperType: string;
  model: ModelTargets;
}

const REFUSED_STATUSES: Record<string, string> = {
  Suspended: 'The account is Suspended: it cannot be rebalanced until it is Active again',
  Closed: 'The account is Closed: it cannot be rebalanced',
  Deleted: 'The account is Deleted: it cannot be rebalanced',
  Pending: 'The account is Pending: it can be rebalanced once it is Active',
  Registered: 'The account is Registered: it can be rebalanced once it is Active',
};

export async function rebalanceAccount(tx: Tx, caller: Caller, accountId: string): Promise<RebalanceAccount> {
  const [account] = await tx
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, caller.firmId),
        eq(accounts.id, accountId),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!account) throw notFound('Account');
  if (REFUSED_STATUSES[account.status]) throw conflict(REFUSED_STATUSES[account.status]);
  if (!account.modelId) throw conflict('The account follows no model');
  const model = await modelTargets(tx, caller.firmId, account.modelId);
  if (model.status !== 'Active')
    throw conflict(`The model ${model.name} is ${model.status}: only an Active model can be rebalanced to`);
  // Open orders hold units and cash the plan would count twice: rebalance once they are dealt.
  const [open] = await tx
    .select({ id: portfolioTransactions.id })
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.accountId, account.id),
        eq(portfolioTransactions.transactionType, 'Order'),
        inArray(portfolioTransactions.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  if (open) throw conflict('The account has orders waiting to be dealt: rebalance it once they are dealt');
  return {
    id: account.id,
    firmId: account.firmId,
    nodeId: account.nodeId,
    clientId: account.clientId,
    wrapperType: account.wrapperType,
    model,
  };
}
