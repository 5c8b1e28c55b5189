import { dec, type DecimalValue } from '../../../contract/money';
import { ageOn } from '../../../contract/validation';
import { flowsOf, INFLATION_PERCENT, ratesFor, run, type Charges, type RateName } from './monthly-run';
import { simulatePaths, type Market } from './market-paths';

/**
 * Drawdown sustainability (decision 0900): how long a pot lasts at the FCA's three rates, exactly, and
 * the chance it lasts to a target age (95) across seeded simulated markets, with a fan of outcomes for a
 * chart and a one-sentence summary. The three-rate figures use the illustration's own engine (decimal,
 * monthly, every charge); the simulation is in market-paths.ts, in plain numbers, because it is a
 * statistical estimate, not money.
 */

export interface DrawdownPlan {
  pot: DecimalValue;
  monthlyWithdrawal: DecimalValue;
  charges?: Charges;
  taxAdvantaged: boolean;
}

export interface SustainabilityInput {
  plan: DrawdownPlan;
  dateOfBirth: string;
  /** The day the plan starts (the first withdrawal), YYYY-MM-DD. */
  on: string;
  /** Default 95. */
  targetAge?: number;
  /** Default 1,000. */
  paths?: number;
  /** Default 1: the same seed always gives the same answer. */
  seed?: number;
  /** Default: the intermediate FCA rate as the mean, 12 % volatility. */
  market?: Partial<Market>;
}

export interface LastsAtRate {
  name: RateName;
  percent: number;
  /** Months of withdrawals paid in full; null when the pot still pays at age 120. */
  lastsMonths: number | null;
  lastsYears: number | null;
  /** The age in the month the pot first cannot pay in full; null when it lasts past 120. */
  runsOutAtAge: number | null;
}

export interface Sustainability {
  age: number;
  targetAge: number;
  atFcaRates: LastsAtRate[];
  /** The share of simulated markets (0..1) in which every withdrawal to the target age is paid in full. */
  chanceToTargetAge: number;
  paths: number;
  seed: number;
  market: Market;
  /** Per year of the plan, the 10th, 50th and 90th percentile pot in today's money (whole pounds). */
  fan: { year: number; age: number; p10: number; p50: number; p90: number }[];
  summary: string;
}

const HORIZON_AGE = 120;

/** Whole months from `from` to `to` (both YYYY-MM-DD): 2026-01-31 to 2026-02-28 is 0. */
export function wholeMonthsBetween(from: string, to: string): number {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  return to.slice(8) < from.slice(8) ? months - 1 : months;
}

/** How long the pot lasts at each FCA rate: the illustration's exact engine, run until it runs short. */
function lastsAtFcaRates(plan: DrawdownPlan, ageMonths: number): LastsAtRate[] {
  const months = Math.max(1, HORIZON_AGE * 12 - ageMonths);
  const flows = flowsOf(
    {
      taxAdvantaged: plan.taxAdvantaged,
      termYears: 1,
      startingValue: plan.pot,
      monthlyWithdrawal: plan.monthlyWithdrawal,
      charges: plan.charges,
    },
    months,
  );
  return ratesFor(plan).map((rate) => {
    const short = run(flows, rate.percent, { stopWhenExhausted: true }).exhaustedInMonth;
    const lasts = short === null ? null : short - 1;
    return {
      name: rate.name,
      percent: rate.percent.toNumber(),
      lastsMonths: lasts,
      lastsYears: lasts === null ? null : Math.floor(lasts / 12),
      runsOutAtAge: short === null ? null : Math.floor((ageMonths + short - 1) / 12),
    };
  });
}

export function sustainability(input: SustainabilityInput): Sustainability {
  const targetAge = input.targetAge ?? 95;
  const paths = input.paths ?? 1000;
  const seed = input.seed ?? 1;
  const market: Market = {
    meanPercent: input.market?.meanPercent ?? ratesFor(input.plan).at(1)!.percent.toNumber(),
    volatilityPercent: input.market?.volatilityPercent ?? 12,
  };
  const ageMonths = wholeMonthsBetween(input.dateOfBirth, input.on);
  const months = Math.max(0, targetAge * 12 - ageMonths);
  const charges = input.plan.charges ?? {};
  const simulated = simulatePaths({
    pot: dec(input.plan.pot).toNumber(),
    monthlyWithdrawal: dec(input.plan.monthlyWithdrawal).toNumber(),
    percentChargesPerYear: dec(charges.platformPercent ?? 0)
      .plus(dec(charges.fundOcfPercent ?? 0))
      .plus(dec(charges.adviserOngoingPercent ?? 0))
      .toNumber(),
    fixedChargesPerYear: (charges.fixed ?? []).reduce((s, f) => s + dec(f.poundsPerYear).toNumber(), 0),
    months,
    paths,
    seed,
    market,
    inflationPercent: INFLATION_PERCENT.toNumber(),
  });
  const age = ageOn(input.dateOfBirth, input.on);
  const atFcaRates = lastsAtFcaRates(input.plan, ageMonths);
  const fan = simulated.fan.map((f) => ({ ...f, age: Math.floor((ageMonths + f.year * 12) / 12) }));
  const result = {
    age,
    targetAge,
    atFcaRates,
    chanceToTargetAge: simulated.lasted / paths,
    paths,
    seed,
    market,
    fan,
  };
  return { ...result, summary: summaryOf(result) };
}

/** One sentence an adviser can read to a client. */
export function summaryOf(s: Omit<Sustainability, 'summary'>): string {
  const middle = s.atFcaRates[1];
  const lasts =
    middle.lastsYears === null
      ? `does not run out before age ${HORIZON_AGE}`
      : `lasts ${middle.lastsYears} ${middle.lastsYears === 1 ? 'year' : 'years'}, to age ${middle.runsOutAtAge}`;
  const chance = Math.round(s.chanceToTargetAge * 100);
  return (
    `At the intermediate rate of ${middle.percent}% a year the pot ${lasts}; ` +
    `in ${s.paths.toLocaleString('en-GB')} simulated markets it lasts to age ${s.targetAge} in ${chance}% of them.`
  );
}
