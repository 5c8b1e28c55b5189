import { unitsFloor } from '../../../contract/money';
import { chargesOn, Decimal, pence, totalOf, ZERO } from '../ledger';
import type { LeftUndone, PlanInput, PlannedSell } from './plan-types';

/**
 * The tax-aware part of the planner: keeps the net gain the sales realise within the budget. Sales at a
 * loss are always made (a loss frees budget); then the sales with the least gain per pound sold come
 * first, so the budget moves as much money back towards target as it can. The sale that would cross the
 * budget is cut to the units whose gain fits; the rest wait, reported as left undone for the tax budget.
 * Gains are estimated per unit from the client's pool (linear in the units sold, as section 104 is).
 */
export function keepWithinGainsBudget(
  proposed: PlannedSell[],
  input: PlanInput,
  leftUndone: LeftUndone[],
): PlannedSell[] {
  const budget = input.gainsBudget!;
  const gainOf = (s: PlannedSell) => s.estimatedGain ?? ZERO;
  const total = proposed.reduce((g, s) => g.plus(gainOf(s)), ZERO);
  if (total.lessThanOrEqualTo(budget)) return proposed;
  const losses = proposed.filter((s) => !gainOf(s).greaterThan(0));
  let left = losses.reduce((b, s) => b.minus(gainOf(s)), budget);
  const gains = proposed
    .filter((s) => gainOf(s).greaterThan(0))
    .sort((a, b) => gainOf(a).dividedBy(a.value).comparedTo(gainOf(b).dividedBy(b.value)));
  const kept = [...losses];
  for (const sale of gains) {
    if (gainOf(sale).lessThanOrEqualTo(left)) {
      kept.push(sale);
      left = left.minus(gainOf(sale));
      continue;
    }
    const cut = cutToBudget(sale, left, input);
    const keptValue = cut ? cut.value : ZERO;
    leftUndone.push({
      assetId: sale.assetId,
      side: 'Sell',
      amount: sale.value.minus(keptValue),
      reason: 'taxBudget',
    });
    if (cut) {
      kept.push(cut);
      left = left.minus(gainOf(cut));
    }
  }
  // Keep the positions' order, as the planner proposed them.
  return proposed
    .filter((s) => kept.some((k) => k.assetId === s.assetId))
    .map((s) => kept.find((k) => k.assetId === s.assetId)!);
}

/** The part of a sale whose gain fits what is left of the budget; null when too little fits to trade. */
function cutToBudget(sale: PlannedSell, left: Decimal, input: PlanInput): PlannedSell | null {
  if (!left.greaterThan(0)) return null;
  const position = input.positions.find((p) => p.assetId === sale.assetId)!;
  const perUnit = position.gainPerUnit!;
  const units = Decimal.min(sale.quantity, unitsFloor(left.dividedBy(perUnit)));
  const value = pence(units.times(position.price!));
  const charges = totalOf(chargesOn('Sell', position.instrument, value, input.tariff));
  if (!value.greaterThan(charges) || value.lessThan(input.minimumTrade)) return null;
  return {
    assetId: sale.assetId,
    quantity: units,
    sellAll: units.equals(position.units),
    value,
    charges,
    estimatedGain: perUnit.times(units),
  };
}
