import { Decimal } from '../../../contract/money';
import { disclose, reductionInYield, type CostsAndCharges } from './charges-effect';
import {
  flowsOf,
  INFLATION_PERCENT,
  ratesFor,
  run,
  threeFiguresDown,
  type IllustrationPlan,
  type RateName,
  type Run,
} from './monthly-run';

export {
  CHARGE_TYPE_OF,
  FCA_RATES,
  INFLATION_PERCENT,
  ratesFor,
  threeFiguresDown,
  type Charges,
  type IllustrationPlan,
  type RateName,
} from './monthly-run';
export type { ChargeLine, CostsAndCharges } from './charges-effect';

/**
 * A product illustration, pure and exact (decision 0900): contributions or drawdown projected month by
 * month at the FCA's three rates (COBS 13 Annex 2), less every charge, in today's money at 2 % inflation,
 * each projected value rounded DOWN to three significant figures, with the reduction in yield and the
 * costs and charges disclosure by the spec's charge types. The trade illustration is in trade.ts.
 *
 * The convention, the same at every rate, so any figure can be checked by hand:
 * - Growth is compounded monthly at the monthly equivalent of the yearly rate: (1 + g)^(1/12) − 1, so
 *   twelve months at that rate are exactly the yearly rate.
 * - Each month, in this order: (1) money in at the start of the month — the single contribution and the
 *   starting value in month 1, the regular contribution every month — less the initial charge on each
 *   contribution; (2) the regular withdrawal out (at most what is there); (3) a month's growth;
 *   (4) each percentage charge, a twelfth of its yearly rate, on the value after growth; (5) each fixed
 *   charge, a twelfth of its yearly pounds (at most what is left).
 * - A year's value is the value at the end of its twelfth month; in today's money it is divided by
 *   1.02 raised to the year.
 * - Nothing is rounded while projecting; each projected value handed out is rounded down to three
 *   significant figures (£12,345.67 is shown as £12,300), charges in the disclosure to the penny.
 * - The reduction in yield is the growth rate that, with no charges, gives the charged value at the end of
 *   the term, taken from the intermediate rate: RIY = 5 % − that rate (for tax-advantaged products).
 */

export interface ProjectedYear {
  year: number;
  /** Contributions paid in by the end of the year (exact, before any charge). */
  paidIn: Decimal;
  /** Withdrawals paid out by the end of the year (exact). */
  withdrawn: Decimal;
  /** The year's value, rounded down to three significant figures. */
  value: Decimal;
  /** The same in today's money (2 % a year inflation), rounded down to three significant figures. */
  realValue: Decimal;
}

export interface RateIllustration {
  name: RateName;
  percent: Decimal;
  years: ProjectedYear[];
  /** The year in which a drawdown pot could not pay a withdrawal in full, or null. */
  runsOutInYear: number | null;
}

/** Rounded projections of one run, in pounds and in today's money. */
export function yearsOf(result: Run): ProjectedYear[] {
  const inflation = INFLATION_PERCENT.dividedBy(100).plus(1);
  return result.yearEnds.map((value, i) => ({
    year: i + 1,
    paidIn: result.paidIn[i],
    withdrawn: result.withdrawn[i],
    value: threeFiguresDown(value),
    realValue: threeFiguresDown(value.dividedBy(inflation.pow(i + 1))),
  }));
}

export interface ProductIllustration {
  status: 'ACCUMULATION' | 'DRAWDOWN';
  termYears: number;
  inflationPercent: Decimal;
  rates: RateIllustration[];
  /** At the intermediate rate; null when the pot runs out (no yield is left to reduce). */
  reductionInYield: { percent: Decimal | null; atRatePercent: Decimal };
  /** The intermediate rate's value at the end of the term with and without charges (3 s.f. down). */
  effectOfCharges: { withoutCharges: Decimal; withCharges: Decimal; difference: Decimal };
  costsAndCharges: CostsAndCharges;
}

/** The product illustration of a plan: the three rates, the effect of charges and the disclosure. */
export function illustrate(plan: IllustrationPlan): ProductIllustration {
  if (!Number.isInteger(plan.termYears) || plan.termYears < 1 || plan.termYears > 100)
    throw new RangeError('termYears must be a whole number of years from 1 to 100');
  const flows = flowsOf(plan);
  const rates = ratesFor(plan);
  const runs = rates.map((r) => run(flows, r.percent));
  const intermediate = rates[1].percent;
  const charged = runs[1].yearEnds[plan.termYears - 1];
  const uncharged = run(flows, intermediate, { charged: false }).yearEnds[plan.termYears - 1];
  return {
    status: flows.monthlyOut.greaterThan(0) ? 'DRAWDOWN' : 'ACCUMULATION',
    termYears: plan.termYears,
    inflationPercent: INFLATION_PERCENT,
    rates: rates.map((r, i) => ({
      name: r.name,
      percent: r.percent,
      years: yearsOf(runs[i]),
      runsOutInYear: runs[i].exhaustedInMonth === null ? null : Math.ceil(runs[i].exhaustedInMonth! / 12),
    })),
    reductionInYield: {
      percent: runs[1].exhaustedInMonth === null ? reductionInYield(flows, intermediate, charged) : null,
      atRatePercent: intermediate,
    },
    effectOfCharges: {
      withoutCharges: threeFiguresDown(uncharged),
      withCharges: threeFiguresDown(charged),
      difference: threeFiguresDown(uncharged.minus(charged)),
    },
    costsAndCharges: disclose(flows, runs[1]),
  };
}
