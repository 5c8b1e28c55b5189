import type { TRebalancePreview } from '../../../contract/rebalance';
import { Decimal, moneyOut, ZERO } from '../ledger';
import type { PlannedRebalance } from './preview';

/** Percentages at the edge: two decimals, half up. */
const weight = (d: Decimal) => Number(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
const units = (d: Decimal) => Number(d.toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed());

export function presentPreview(r: PlannedRebalance): TRebalancePreview {
  const { plan, account } = r;
  const name = (id: string) => r.names.get(id) ?? id;
  const gain = (assetId: string) => {
    const g = r.saleGains.get(assetId);
    return r.gains ? moneyOut(g ?? ZERO) : null;
  };
  const netGain = [...r.saleGains.values()].reduce((s, g) => s.plus(g), ZERO);
  return {
    accountId: account.id,
    modelId: account.model.id,
    modelName: account.model.name,
    planFingerprint: r.planFingerprint,
    tolerance: weight(account.model.tolerance),
    valueBefore: moneyOut(plan.valueBefore),
    cashBefore: moneyOut(r.cash),
    cashAfter: moneyOut(plan.cashAfter),
    cashBuffer: moneyOut(plan.cashBuffer),
    minimumTrade: moneyOut(r.minimumTrade),
    trades: [
      ...plan.sells.map((s) => ({
        side: 'Sell' as const,
        assetId: s.assetId,
        assetName: name(s.assetId),
        quantity: units(s.quantity),
        sellAll: s.sellAll,
        amount: moneyOut(s.value),
        charges: moneyOut(s.charges),
        estimatedGain: gain(s.assetId),
      })),
      ...plan.buys.map((b) => ({
        side: 'Buy' as const,
        assetId: b.assetId,
        assetName: name(b.assetId),
        quantity: null,
        sellAll: false,
        amount: moneyOut(b.amount),
        charges: moneyOut(b.charges),
        estimatedGain: null,
      })),
    ],
    weights: plan.weights.map((w) => ({
      assetId: w.assetId,
      assetName: w.assetId ? name(w.assetId) : 'Cash',
      targetWeight: weight(w.target),
      weightBefore: weight(w.before),
      weightAfter: weight(w.after),
      driftAfter: weight(w.drift),
      withinTolerance: w.withinTolerance,
      reason: w.reason,
    })),
    leftUndone: plan.leftUndone.map((l) => ({
      assetId: l.assetId,
      side: l.side,
      amount: moneyOut(l.amount),
      reason: l.reason,
    })),
    tax: r.gains
      ? {
          taxYear: r.gains.taxYear,
          annualExemptAmountLeft: moneyOut(r.gains.exemptLeft),
          estimatedNetGain: moneyOut(netGain),
          gainsBudget: r.gainsBudget ? moneyOut(r.gainsBudget) : null,
        }
      : null,
  };
}
