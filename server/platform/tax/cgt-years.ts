import { taxYearOf as taxYearOfDate } from '../../../contract/dates';
import type { Decimal } from '../../../contract/money';
import { exact, memoByDate } from './cgt-exact';

/**
 * Tax-year totals: the year runs 6 April to 5 April and is named "2024/25". Losses of a year are set
 * against its gains in full; losses brought forward only bring the net gain down to the annual exempt
 * amount, never below it (TCGA 1992 s2(2) and s3), and what is left carries forward.
 */

/**
 * The individual's annual exempt amount (TCGA 1992 s1K) for each tax year this engine knows, in pounds.
 * It holds 2018/19 to 2024/25; 2024/25's £3,000 applies to every later year too, as it is fixed by law
 * until changed. An earlier year is refused rather than guessed.
 */
export const ANNUAL_EXEMPT_AMOUNTS: Readonly<Record<string, number>> = {
  '2018/19': 11_700,
  '2019/20': 12_000,
  '2020/21': 12_300,
  '2021/22': 12_300,
  '2022/23': 12_300,
  '2023/24': 6_000,
  '2024/25': 3_000,
};

const FIRST_YEAR = 2018;
const LATEST_KNOWN = '2024/25';

/** The day the main rates rose mid-year (Autumn Budget 2024): disposals from it are reported apart. */
const RATE_CHANGE = '2024-10-30';

export interface PeriodTotals {
  gains: Decimal;
  losses: Decimal;
  net: Decimal;
}

export interface TaxYearSummary {
  disposals: number;
  proceeds: Decimal;
  allowableCosts: Decimal;
  gains: Decimal;
  losses: Decimal;
  net: Decimal;
  annualExemptAmount: Decimal;
  lossCarriedForward: Decimal;
  taxableGain: Decimal;
  /** 2024/25 only: disposals before 30 October 2024, and from it, when the rates changed. */
  beforeOct30?: PeriodTotals;
  fromOct30?: PeriodTotals;
}

interface Outcome {
  date: string;
  proceeds: Decimal;
  allowableCost: Decimal;
  gain: Decimal;
}

export const taxYearOf = memoByDate((date: string): string => taxYearOfDate(date).label);

export function annualExemptAmount(taxYear: string): Decimal {
  if (Number(taxYear.slice(0, 4)) < FIRST_YEAR) {
    throw new Error(`${taxYear}: no annual exempt amount is known for tax years before 2018/19`);
  }
  return exact(ANNUAL_EXEMPT_AMOUNTS[taxYear] ?? ANNUAL_EXEMPT_AMOUNTS[LATEST_KNOWN]);
}

function totals(outcomes: readonly Outcome[]): PeriodTotals {
  const gains = outcomes.reduce((sum, o) => (o.gain.greaterThan(0) ? sum.plus(o.gain) : sum), exact(0));
  const losses = outcomes.reduce((sum, o) => (o.gain.lessThan(0) ? sum.minus(o.gain) : sum), exact(0));
  return { gains, losses, net: gains.minus(losses) };
}

/** Years in order, each using the losses the years before it carried forward. */
export function summariseTaxYears(outcomes: readonly Outcome[]): Record<string, TaxYearSummary> {
  const byYear = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const year = taxYearOf(o.date);
    const inYear = byYear.get(year);
    if (inYear) inYear.push(o);
    else byYear.set(year, [o]);
  }
  const result: Record<string, TaxYearSummary> = {};
  let broughtForward = exact(0);
  for (const year of [...byYear.keys()].sort()) {
    const summary = summariseYear(year, byYear.get(year)!, broughtForward);
    broughtForward = summary.lossCarriedForward;
    result[year] = summary;
  }
  return result;
}

function summariseYear(year: string, outcomes: readonly Outcome[], broughtForward: Decimal): TaxYearSummary {
  const { gains, losses, net } = totals(outcomes);
  const exempt = annualExemptAmount(year);
  const overExempt = net.minus(exempt);
  // Brought-forward losses may only take the net gain down to the exempt amount (TCGA 1992 s3(5A)).
  const used = overExempt.greaterThan(0) ? smaller(broughtForward, overExempt) : exact(0);
  const lossCarriedForward = net.lessThan(0) ? broughtForward.minus(net) : broughtForward.minus(used);
  const taxable = overExempt.minus(used);
  const summary: TaxYearSummary = {
    disposals: outcomes.length,
    proceeds: outcomes.reduce((sum, o) => sum.plus(o.proceeds), exact(0)),
    allowableCosts: outcomes.reduce((sum, o) => sum.plus(o.allowableCost), exact(0)),
    gains,
    losses,
    net,
    annualExemptAmount: exempt,
    lossCarriedForward,
    taxableGain: taxable.greaterThan(0) ? taxable : exact(0),
  };
  if (year !== '2024/25') return summary;
  return {
    ...summary,
    beforeOct30: totals(outcomes.filter((o) => o.date < RATE_CHANGE)),
    fromOct30: totals(outcomes.filter((o) => o.date >= RATE_CHANGE)),
  };
}

const smaller = (a: Decimal, b: Decimal): Decimal => (a.lessThan(b) ? a : b);
