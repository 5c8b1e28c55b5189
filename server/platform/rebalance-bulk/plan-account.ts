import type { TRebalanceSkipReason } from '../../../contract/rebalanceBulk';
import { pence, ZERO, type Charged, type Decimal, type Tariff } from '../ledger';
import { driftOf } from '../models/drift';
import type { ModelTargets } from '../models/targets';
import { planRebalance, type Plan } from '../rebalance/plan';
import type { LatestPrice, LinkedAccount } from './load';

/**
 * One account's part of a bulk run, decided the same way by the preview (over every account at once) and by
 * the job (for one account, again, when it places): skipped with a reason, or the one-account planner's
 * plan (rebalance/plan.ts, decision 0705), so bulk and single rebalances never disagree about the trades.
 */

/** What every account of a run shares: the firm's settings, its tariff, the instruments and their prices. */
export interface BulkContext {
  minimumTrade: Decimal;
  cashBufferPercent: Decimal;
  tariff: Tariff;
  instruments: Map<string, Charged>;
  prices: Map<string, LatestPrice>;
}

export type AccountPlan = { skip: TRebalanceSkipReason; detail: string } | { skip?: undefined; plan: Plan };

const skip = (reason: TRebalanceSkipReason, detail: string): AccountPlan => ({ skip: reason, detail });

/** The checks before any arithmetic: the account dealing, something to rebalance, a price for everything. */
function refusal(model: ModelTargets, account: LinkedAccount, prices: Map<string, LatestPrice>) {
  if (account.status !== 'Active') return skip('Account not active', `The account is ${account.status}`);
  if (account.openOrders)
    return skip('Orders waiting to be dealt', 'Rebalance it once its open orders are dealt');
  if (!account.units.size && !account.cash.greaterThan(0))
    return skip('No holdings and no cash', 'The account holds nothing and has no cash to invest');
  const unpriced = [...new Set([...model.components.map((c) => c.assetId), ...account.units.keys()])].filter(
    (id) => !prices.has(id),
  );
  if (unpriced.length) return skip('No price', `No price for ${unpriced.join(', ')}`);
  return undefined;
}

/** Skipped, or the plan; bulk is never tax-aware in this release (decision 0706). */
export function planAccount(model: ModelTargets, account: LinkedAccount, ctx: BulkContext): AccountPlan {
  const refused = refusal(model, account, ctx.prices);
  if (refused) return refused;
  const priceOf = (id: string) => ctx.prices.get(id)!.price;
  const values = new Map([...account.units].map(([id, units]) => [id, pence(units.times(priceOf(id)))]));
  const drift = driftOf(account.id, model, account.cash, values);
  if (!drift.outOfTolerance)
    return skip(
      'Within tolerance',
      `Largest drift ${drift.largestDrift.toDecimalPlaces(2).toFixed()} points`,
    );
  const assetIds = new Set([...model.components.map((c) => c.assetId), ...account.units.keys()]);
  const plan = planRebalance({
    positions: [...assetIds].map((assetId) => ({
      assetId,
      units: account.units.get(assetId) ?? ZERO,
      price: priceOf(assetId),
      instrument: ctx.instruments.get(assetId)!,
    })),
    cash: account.cash,
    targets: model.components,
    cashWeight: model.cashWeight,
    tolerance: model.tolerance,
    minimumTrade: ctx.minimumTrade,
    cashBufferPercent: ctx.cashBufferPercent,
    tariff: ctx.tariff,
    gainsBudget: null,
  });
  if (!plan.sells.length && !plan.buys.length)
    return skip('Below minimum trade', `Every trade would be under £${ctx.minimumTrade.toFixed(2)}`);
  return { plan };
}
