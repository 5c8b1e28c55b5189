import { Decimal, ZERO } from '../ledger';
import type { LeftUndone, PlanInput, PlannedBuy, PlannedSell, WeightLine } from './plan-types';

/** One weight, before and after the proposed trades, against its target (percentages, exact). */
interface After {
  input: PlanInput;
  sells: PlannedSell[];
  buys: PlannedBuy[];
  cashAfter: Decimal;
  valueBefore: Decimal;
  cashBuffer: Decimal;
  leftUndone: LeftUndone[];
}

const HUNDRED = new Decimal(100);
const percentOf = (part: Decimal, whole: Decimal) =>
  whole.greaterThan(0) ? part.times(HUNDRED).dividedBy(whole) : ZERO;

/**
 * Each asset's and the cash's weight after the trades (a buy adds its consideration, a sale takes its
 * units at the latest price) and, for any still outside the tolerance, why: the reason reported for that
 * asset, else the first reason the plan gave anywhere (money held back elsewhere moved it), else the
 * dealing charges, the only other thing that moves a weight off target.
 */
export type { WeightLine } from './plan-types';

export function weightsAfter(a: After): WeightLine[] {
  const { input } = a;
  const targets = new Map(input.targets.map((t) => [t.assetId, t.weight]));
  const valueAfter = new Map<string, Decimal>();
  for (const p of input.positions) {
    const sold = a.sells.find((s) => s.assetId === p.assetId)?.quantity ?? ZERO;
    const bought = a.buys.find((b) => b.assetId === p.assetId)?.consideration ?? ZERO;
    valueAfter.set(p.assetId, p.price ? p.units.minus(sold).times(p.price).plus(bought) : ZERO);
  }
  const totalAfter = [...valueAfter.values()].reduce((s, v) => s.plus(v), a.cashAfter);
  const anyReason =
    a.leftUndone[0]?.reason ?? (a.cashBuffer.greaterThan(0) ? 'cashBuffer' : 'dealingCharges');
  const line = (assetId: string | null, target: Decimal, before: Decimal, after: Decimal): WeightLine => {
    const drift = after.minus(target);
    const withinTolerance = drift.abs().lessThanOrEqualTo(input.tolerance);
    const own = assetId ? a.leftUndone.find((l) => l.assetId === assetId)?.reason : undefined;
    return {
      assetId,
      target,
      before,
      after,
      drift,
      withinTolerance,
      reason: withinTolerance ? null : (own ?? anyReason),
    };
  };
  const lines = input.positions.map((p) =>
    line(
      p.assetId,
      targets.get(p.assetId) ?? ZERO,
      percentOf(p.price ? p.units.times(p.price) : ZERO, a.valueBefore),
      percentOf(valueAfter.get(p.assetId)!, totalAfter),
    ),
  );
  lines.push(
    line(null, input.cashWeight, percentOf(input.cash, a.valueBefore), percentOf(a.cashAfter, totalAfter)),
  );
  return lines;
}
