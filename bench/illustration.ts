import { illustrate } from '../server/platform/illustrations/projection';
import { sustainability } from '../server/platform/illustrations/sustainability';
import { summarise, timeRepeatedly } from './stats';

/**
 * Issue 19's figure: a 40-year monthly illustration with 1,000 market paths, p95 of whole runs (no
 * database, so one figure). One run is what the illustration call computes for a drawdown plan: the
 * product illustration at the three FCA rates with every charge, its reduction in yield and disclosure
 * (exact decimals, server/platform/illustrations/projection.ts), and the plan's sustainability — how long
 * the pot lasts at each rate and 1,000 seeded 40-year paths to age 95 (sustainability.ts).
 */

const PLAN = {
  taxAdvantaged: true,
  termYears: 40,
  startingValue: 400_000,
  monthlyWithdrawal: 1_500,
  charges: {
    platformPercent: '0.25',
    fundOcfPercent: '0.15',
    adviserOngoingPercent: '0.5',
    fixed: [{ type: 'Platform' as const, poundsPerYear: 60 }],
  },
};

/** Born so that age 95 is 40 years after the start: the simulation runs 480 months. */
const SUSTAINABILITY = {
  plan: {
    pot: PLAN.startingValue,
    monthlyWithdrawal: PLAN.monthlyWithdrawal,
    taxAdvantaged: true,
    charges: PLAN.charges,
  },
  dateOfBirth: '1971-11-26',
  on: '2026-11-26',
  paths: 1000,
  seed: 19,
};

export async function illustrationBenchmark(opts: { runs?: number; progress?: (m: string) => void } = {}) {
  opts.progress?.('illustration: 40 years monthly at three rates, and 1,000 paths to age 95');
  let chance = 0;
  const samples = await timeRepeatedly(opts.runs ?? 30, async () => {
    illustrate(PLAN);
    chance = sustainability(SUSTAINABILITY).chanceToTargetAge;
  });
  return { years: PLAN.termYears, paths: SUSTAINABILITY.paths, chanceToAge95: chance, ...summarise(samples) };
}
