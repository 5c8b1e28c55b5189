import type { TRebalanceReason } from '../../../contract/rebalance';
import { chargesOn, Decimal, pence, pennyFloor, spendableFor, totalOf, ZERO } from '../ledger';
import { unitsFloor } from '../../../contract/money';
import { keepWithinGainsBudget } from './plan-tax';
import type { LeftUndone, Plan, PlanInput, PlannedBuy, PlannedSell, PlanPosition } from './plan-types';
import { weightsAfter } from './plan-weights';

/**
 * The rebalancing planner (decision 0705): pure and exact. Given an account's holdings at their latest
 * prices, its cash and its model's target weights, it proposes the sells that bring overweight holdings
 * down to target (a holding the model does not name is sold whole) and the buys, funded from the sales'
 * estimated proceeds and the cash less a buffer, that bring underweight ones up. Sells are by units (to
 * six places, rounded down: never more than held); buys by amount, charges included, as the ledger
 * orders them. What it cannot do is reported with the reason, never silently left.
 */

export type { LeftUndone, Plan, PlanInput, PlannedBuy, PlannedSell, PlanPosition } from './plan-types';

const HUNDRED = new Decimal(100);
const valueOf = (p: PlanPosition) => (p.price ? p.units.times(p.price) : ZERO);

export function planRebalance(input: PlanInput): Plan {
  const targets = new Map(input.targets.map((t) => [t.assetId, t.weight]));
  const valueBefore = input.positions.reduce((s, p) => s.plus(valueOf(p)), input.cash);
  const cashBuffer = valueBefore.greaterThan(0)
    ? pennyFloor(valueBefore.times(input.cashBufferPercent).dividedBy(HUNDRED))
    : ZERO;
  const leftUndone: LeftUndone[] = [];
  const targetValue = (assetId: string) => valueBefore.times(targets.get(assetId) ?? ZERO).dividedBy(HUNDRED);
  for (const p of input.positions)
    if (!p.price && (p.units.greaterThan(0) || targets.get(p.assetId)?.greaterThan(0)))
      leftUndone.push({
        assetId: p.assetId,
        side: p.units.greaterThan(0) ? 'Sell' : 'Buy',
        amount: ZERO,
        reason: 'priceMissing',
      });

  const proposed = proposeSells(input, targetValue, leftUndone);
  const sells = input.gainsBudget ? keepWithinGainsBudget(proposed, input, leftUndone) : proposed;
  const proceeds = sells.reduce((s, x) => s.plus(x.value).minus(x.charges), ZERO);
  const spendable = input.cash.plus(proceeds).minus(cashBuffer);
  const sold = new Set(sells.map((s) => s.assetId));
  const buys = proposeBuys(input, targetValue, sold, spendable, cashBuffer, leftUndone);
  const cashAfter = buys.reduce(
    (c, b) => c.minus(b.consideration).minus(b.charges),
    input.cash.plus(proceeds),
  );
  const weights = weightsAfter({ input, sells, buys, cashAfter, valueBefore, cashBuffer, leftUndone });
  return { valueBefore, cashBuffer, sells, buys, cashAfter, weights, leftUndone };
}

function proposeSells(
  input: PlanInput,
  targetValue: (assetId: string) => Decimal,
  leftUndone: LeftUndone[],
): PlannedSell[] {
  const sells: PlannedSell[] = [];
  for (const p of input.positions) {
    if (!p.price || !p.units.greaterThan(0)) continue;
    const excess = valueOf(p).minus(targetValue(p.assetId));
    if (!excess.greaterThan(0)) continue;
    const units = Decimal.min(p.units, unitsFloor(excess.dividedBy(p.price)));
    const sellAll = units.equals(p.units);
    const value = pence(units.times(p.price));
    if (!value.greaterThan(0) || value.lessThan(input.minimumTrade)) {
      leftUndone.push({ assetId: p.assetId, side: 'Sell', amount: pence(excess), reason: 'minimumTrade' });
      continue;
    }
    const charges = totalOf(chargesOn('Sell', p.instrument, value, input.tariff));
    // A sale that costs more to deal than it brings in would only lose money.
    if (!value.greaterThan(charges)) {
      leftUndone.push({ assetId: p.assetId, side: 'Sell', amount: pence(excess), reason: 'dealingCharges' });
      continue;
    }
    sells.push({
      assetId: p.assetId,
      quantity: units,
      sellAll,
      value,
      charges,
      estimatedGain: p.gainPerUnit ? p.gainPerUnit.times(units) : null,
    });
  }
  return sells;
}

/** Why the buys got less than they wanted: the first thing that held the money back. */
function shortfallReason(leftUndone: LeftUndone[], cashBuffer: Decimal): TRebalanceReason {
  if (leftUndone.some((l) => l.reason === 'taxBudget')) return 'taxBudget';
  if (cashBuffer.greaterThan(0)) return 'cashBuffer';
  if (leftUndone.some((l) => l.side === 'Sell' && l.reason === 'minimumTrade')) return 'minimumTrade';
  return 'dealingCharges';
}

function proposeBuys(
  input: PlanInput,
  targetValue: (assetId: string) => Decimal,
  sold: Set<string>,
  spendable: Decimal,
  cashBuffer: Decimal,
  leftUndone: LeftUndone[],
): PlannedBuy[] {
  const wanted = input.positions
    .filter((p) => p.price && !sold.has(p.assetId))
    .map((p) => {
      const want = pence(targetValue(p.assetId).minus(valueOf(p)));
      const ordered = want.greaterThan(0)
        ? want.plus(totalOf(chargesOn('Buy', p.instrument, want, input.tariff)))
        : ZERO;
      return { p, ordered };
    })
    .filter((w) => w.ordered.greaterThan(0));
  const total = wanted.reduce((s, w) => s.plus(w.ordered), ZERO);
  // Short of money, every buy takes the same share of what there is: the account moves evenly towards target.
  const short = total.greaterThan(spendable);
  const reason = short ? shortfallReason(leftUndone, cashBuffer) : 'minimumTrade';
  const buys: PlannedBuy[] = [];
  for (const { p, ordered } of wanted) {
    // Multiplied before dividing, so a sole buy takes exactly what there is; each rounds down to the penny.
    const amount = !short
      ? ordered
      : spendable.greaterThan(0)
        ? pennyFloor(ordered.times(spendable).dividedBy(total))
        : ZERO;
    const consideration = amount.greaterThan(0) ? spendableFor(amount, p.instrument, input.tariff) : ZERO;
    if (amount.lessThan(input.minimumTrade) || !consideration.greaterThan(0)) {
      leftUndone.push({ assetId: p.assetId, side: 'Buy', amount: ordered, reason });
      continue;
    }
    if (short) leftUndone.push({ assetId: p.assetId, side: 'Buy', amount: ordered.minus(amount), reason });
    const charges = totalOf(chargesOn('Buy', p.instrument, consideration, input.tariff));
    buys.push({ assetId: p.assetId, amount, consideration, charges });
  }
  return buys;
}
