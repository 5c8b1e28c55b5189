import { inArray } from 'drizzle-orm';
import {
  REBALANCE_SKIP_REASONS,
  SKIPPED_LISTED,
  type TModelRebalancePreview,
  type TRebalanceSkipReason,
  type TRebalanceSkippedAccount,
} from '../../../contract/rebalanceBulk';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { assets } from '../db/schema';
import { moneyOut, ZERO, type Decimal } from '../ledger';
import type { Plan } from '../rebalance/plan';
import { loadLinkedAccounts, type LinkedAccount } from './load';
import { bulkContext, reachedModel } from './model';
import { planAccount } from './plan-account';
import { openRunOf } from './runs';

interface InstrumentSum {
  buyAmount: Decimal;
  buyAccounts: number;
  sellAmount: Decimal;
  sellQuantity: Decimal;
  sellAccounts: number;
}
const emptySum = (): InstrumentSum => ({
  buyAmount: ZERO,
  buyAccounts: 0,
  sellAmount: ZERO,
  sellQuantity: ZERO,
  sellAccounts: 0,
});

/** The run's totals as the accounts are planned one after another. */
class Tally {
  readonly sums = new Map<string, InstrumentSum>();
  readonly reasons = new Map<TRebalanceSkipReason, number>();
  readonly skippedAccounts: TRebalanceSkippedAccount[] = [];
  orders = 0;

  skip(account: LinkedAccount, reason: TRebalanceSkipReason) {
    this.reasons.set(reason, (this.reasons.get(reason) ?? 0) + 1);
    if (this.skippedAccounts.length < SKIPPED_LISTED)
      this.skippedAccounts.push({ accountId: account.id, accountName: account.name, reason });
  }

  trade({ sells, buys }: Plan) {
    this.orders += sells.length + buys.length;
    for (const s of sells) {
      const sum = this.sumOf(s.assetId);
      sum.sellAmount = sum.sellAmount.plus(s.value);
      sum.sellQuantity = sum.sellQuantity.plus(s.quantity);
      sum.sellAccounts++;
    }
    for (const b of buys) {
      const sum = this.sumOf(b.assetId);
      sum.buyAmount = sum.buyAmount.plus(b.amount);
      sum.buyAccounts++;
    }
  }

  total(pick: (s: InstrumentSum) => Decimal) {
    return [...this.sums.values()].reduce((t, s) => t.plus(pick(s)), ZERO);
  }

  private sumOf(assetId: string) {
    const sum = this.sums.get(assetId) ?? emptySum();
    this.sums.set(assetId, sum);
    return sum;
  }
}

/**
 * GET /model/{firmId}/{modelId}/rebalance: what a bulk run would do now, over every linked account the
 * caller reaches (any model may be previewed; only a discretionary, Active one is run). The data is read
 * set-based (load.ts: a handful of queries whatever the number of accounts), then each account is planned
 * in memory by the same function the job uses, so the preview and the run agree.
 */
export async function previewModelRebalance(
  db: Database,
  caller: Caller,
  modelId: string,
): Promise<TModelRebalancePreview> {
  const model = await reachedModel(db, caller, modelId);
  const linked = await loadLinkedAccounts(db, caller, modelId);
  const assetIds = [
    ...new Set([...model.components.map((c) => c.assetId), ...linked.flatMap((a) => [...a.units.keys()])]),
  ];
  const [ctx, runningJobId] = await Promise.all([
    bulkContext(db, caller.firmId, caller.nodeId, assetIds),
    openRunOf(db, caller.firmId, modelId),
  ]);
  const tally = new Tally();
  for (const account of linked) {
    const decided = planAccount(model, account, ctx);
    if (decided.skip) tally.skip(account, decided.skip);
    else tally.trade(decided.plan);
  }
  const skipped = [...tally.reasons.values()].reduce((t, n) => t + n, 0);
  return {
    modelId: model.id,
    modelName: model.name,
    accounts: linked.length,
    toRebalance: linked.length - skipped,
    skipped,
    orders: tally.orders,
    totalBuys: moneyOut(tally.total((s) => s.buyAmount)),
    totalSells: moneyOut(tally.total((s) => s.sellAmount)),
    instruments: await instrumentTotals(db, tally.sums),
    skippedByReason: REBALANCE_SKIP_REASONS.filter((r) => tally.reasons.has(r)).map((reason) => ({
      reason,
      count: tally.reasons.get(reason)!,
    })),
    skippedAccounts: tally.skippedAccounts,
    runningJobId,
  };
}

/** Each instrument's totals at the edge (pounds, units), by name. */
async function instrumentTotals(db: Database, sums: Map<string, InstrumentSum>) {
  const names = await assetNames(db, [...sums.keys()]);
  return [...sums]
    .map(([assetId, s]) => ({
      assetId,
      assetName: names.get(assetId) ?? assetId,
      buyAmount: moneyOut(s.buyAmount),
      buyAccounts: s.buyAccounts,
      sellAmount: moneyOut(s.sellAmount),
      sellQuantity: Number(s.sellQuantity.toFixed(6)),
      sellAccounts: s.sellAccounts,
    }))
    .sort((a, b) => a.assetName.localeCompare(b.assetName));
}

async function assetNames(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: assets.id, name: assets.name })
    .from(assets)
    .where(inArray(assets.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
