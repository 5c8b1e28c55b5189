import type { TChargeType } from '../../../contract/documents';
import { Decimal, dec, pence, ZERO } from '../../../contract/money';
import { monthlyFactor, type Flows, type Run } from './monthly-run';

/**
 * What the charges do to an illustration (decision 0900): the reduction in yield, and the costs and
 * charges disclosure by the spec's charge types.
 */

/**
 * The value at the end of `flows.months` with no charges at a monthly factor f, in closed form: the money
 * in at the start (S) grows for every month, and the net monthly flow n = in − out, paid at the start of
 * each month, grows as a geometric series: S·f^T + n·f·(f^T − 1)/(f − 1). Without the floor at zero the
 * run has; a pot that would run out answers a negative value, which is below any target, so a search over
 * f stays monotone.
 */
function unchargedValue(flows: Flows, f: Decimal): Decimal {
  const start = flows.starting.plus(flows.single);
  const net = flows.monthlyIn.minus(flows.monthlyOut);
  const fT = f.pow(flows.months);
  const series = f.equals(1) ? dec(flows.months) : f.times(fT.minus(1)).dividedBy(f.minus(1));
  return start.times(fT).plus(net.times(series));
}

const SEARCH_STEPS = 60;

/**
 * The reduction in yield (percentage points, to two decimals): `growthPercent` less the yearly rate at
 * which the plan, with no charges, would end at `chargedValue`. Found by bisection between −99 % and
 * the growth rate itself (charges only ever lower the value). Null when nothing is left to measure.
 */
export function reductionInYield(
  flows: Flows,
  growthPercent: Decimal,
  chargedValue: Decimal,
): Decimal | null {
  if (chargedValue.lessThanOrEqualTo(0)) return null;
  let low = dec(-99);
  let high = growthPercent;
  if (unchargedValue(flows, monthlyFactor(high)).lessThanOrEqualTo(chargedValue)) return ZERO;
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = low.plus(high).dividedBy(2);
    if (unchargedValue(flows, monthlyFactor(middle)).lessThan(chargedValue)) low = middle;
    else high = middle;
  }
  return growthPercent.minus(low.plus(high).dividedBy(2)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export interface ChargeLine {
  type: TChargeType;
  /** MiFID's cost categories: the initial charge is one-off, the rest are ongoing. */
  category: 'One-off' | 'Ongoing';
  /** Taken in the first twelve months, to the penny. */
  yearOne: Decimal;
  /** Year one as a percentage of what is invested in year one, to two decimals; null if nothing is. */
  yearOnePercent: Decimal | null;
  /** Taken over the whole term, to the penny. */
  overTerm: Decimal;
}

export interface CostsAndCharges {
  /** The rate the disclosure is projected at (the intermediate one). */
  lines: ChargeLine[];
  total: Omit<ChargeLine, 'type' | 'category'>;
}

/**
 * The costs and charges of a run (the intermediate rate's), by charge type: year one in pounds and as a
 * percentage of what is invested in year one (the starting value, the single contribution and twelve
 * regular contributions), and the total over the term.
 */
export function disclose(flows: Flows, result: Run): CostsAndCharges {
  const invested = flows.starting.plus(flows.single).plus(flows.monthlyIn.times(Math.min(12, flows.months)));
  const percentOf = (amount: Decimal) =>
    invested.greaterThan(0)
      ? amount.dividedBy(invested).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      : null;
  const lines = [...result.charges.entries()].map(([type, taken]) => ({
    type,
    category: type === 'Initial' ? ('One-off' as const) : ('Ongoing' as const),
    yearOne: pence(taken.yearOne),
    yearOnePercent: percentOf(taken.yearOne),
    overTerm: pence(taken.total),
  }));
  const yearOne = [...result.charges.values()].reduce((s, t) => s.plus(t.yearOne), ZERO);
  const overTerm = [...result.charges.values()].reduce((s, t) => s.plus(t.total), ZERO);
  return {
    lines,
    total: { yearOne: pence(yearOne), yearOnePercent: percentOf(yearOne), overTerm: pence(overTerm) },
  };
}
