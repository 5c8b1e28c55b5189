import { TRANSACTION_KINDS } from '../../../contract/ledger';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { createTransactionGroup } from '../ledger/transactions/create';
import type { Plan } from '../rebalance/plan';

/**
 * Places one account's plan as one portfolio transaction group (all or nothing, one linkId): sells first,
 * then buys. Inside the job item's transaction the group's own transaction is a savepoint, so the orders
 * and the item's outcome still commit together. The group is the one-account confirm's (rebalance/place.ts
 * groupOf), built from a plan alone: the ledger funds the buys from the group's own sales (0705).
 */
export async function placePlan(
  tx: Tx,
  caller: Caller,
  accountId: string,
  modelName: string,
  plan: Plan,
): Promise<string> {
  // The same narrative the one-account confirm gives its orders (rebalance/place.ts).
  const narrative = `Rebalance to ${modelName}`.slice(0, 140);
  const transactions = [
    ...plan.sells.map((s) => ({
      ...TRANSACTION_KINDS.sell,
      currency: 'GBP' as const,
      frequency: 'Single' as const,
      narrative,
      assetId: s.assetId,
      ...(s.sellAll ? { sellAll: true } : { quantity: Number(s.quantity.toFixed(6)) }),
    })),
    ...plan.buys.map((b) => ({
      ...TRANSACTION_KINDS.buy,
      currency: 'GBP' as const,
      frequency: 'Single' as const,
      narrative,
      assetId: b.assetId,
      amount: Number(b.amount.toFixed(2)),
    })),
  ];
  const { id } = await createTransactionGroup(tx as Database, caller, {
    firmId: caller.firmId,
    accountId,
    transactions,
  });
  return id;
}
