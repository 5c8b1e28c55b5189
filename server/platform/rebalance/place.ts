import { asc, eq } from 'drizzle-orm';
import { TRANSACTION_KINDS, type TCreateTransactionGroup } from '../../../contract/ledger';
import type { TRebalanceConfirm, TRebalanceResult } from '../../../contract/rebalance';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { portfolioTransactions } from '../db/schema';
import { conflict } from '../errors';
import { createTransactionGroup } from '../ledger/transactions/create';
import { moneyOut, quantityOut } from '../ledger';
import type { Plan } from './plan';
import { planAccountRebalance, type PlannedRebalance } from './preview';

/**
 * Confirm (decision 0705): plan again at the latest prices and, if the trades are still the ones reviewed
 * (the preview's planFingerprint), place them through the ledger's own group call: sells first, then buys, all or
 * nothing under one linkId. The ledger re-checks every order as it places it; the route's idempotency-key
 * makes a retried confirm answer the first group instead of placing a second.
 */
/**
 * A plan's orders, sells first and then buys, as the ledger takes them: one builder for the one-account
 * confirm (below) and the bulk rebalance (rebalance-bulk/job.ts), so both place the same orders.
 */
export function rebalanceOrders(accountId: string, modelName: string, plan: Plan) {
  const narrative = `Rebalance to ${modelName}`.slice(0, 140);
  const common = { accountId, currency: 'GBP' as const, frequency: 'Single' as const, narrative };
  return [
    ...plan.sells.map((s) => ({
      ...TRANSACTION_KINDS.sell,
      ...common,
      assetId: s.assetId,
      ...(s.sellAll ? { sellAll: true } : { quantity: quantityOut(s.quantity) }),
    })),
    ...plan.buys.map((b) => ({
      ...TRANSACTION_KINDS.buy,
      ...common,
      assetId: b.assetId,
      amount: moneyOut(b.amount),
    })),
  ];
}

export function groupOf(r: PlannedRebalance): TCreateTransactionGroup {
  return {
    firmId: r.account.firmId,
    accountId: r.account.id,
    transactions: rebalanceOrders(r.account.id, r.account.model.name, r.plan),
  };
}

export async function confirmRebalance(
  db: Database,
  caller: Caller,
  accountId: string,
  body: TRebalanceConfirm,
): Promise<TRebalanceResult> {
  const planned = await planAccountRebalance(db, caller, accountId, body);
  if (planned.planFingerprint !== body.planFingerprint)
    throw conflict('The prices or holdings have changed since the preview: review the rebalance again');
  if (!planned.plan.sells.length && !planned.plan.buys.length)
    throw conflict(
      'There is nothing to trade: the account is as close to its model as the plan can bring it',
    );
  const { id: linkId } = await createTransactionGroup(db, caller, groupOf(planned));
  const orders = await db
    .select({ id: portfolioTransactions.id })
    .from(portfolioTransactions)
    .where(eq(portfolioTransactions.linkId, linkId))
    .orderBy(asc(portfolioTransactions.createdAt), asc(portfolioTransactions.id));
  return { linkId, orderIds: orders.map((o) => o.id) };
}
