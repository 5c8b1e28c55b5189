import { taxYearOf as taxYearOfDate } from '../../../contract/dates';
import type { Decimal } from '../../../contract/money';
import { exact, memoByDate } from './cgt-exact';
import { FIXED_ZERO, Fixed } from './fixed';

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

/** A disposal's figures as the engine holds them (fixed.ts), summed here before they go out as decimals. */
export interface Outcome {
  date: string;
  proceeds: Fixed;
  allowableCost: Fixed;
  gain: Fixed;
}

export const taxYearOf = memoByDate((date: string): string => taxYearOfDate(date).label);

export function annualExemptAmount(taxYear: string): Decimal {
  return exact(annualExemptPounds(taxYear));
}

function annualExemptPounds(taxYear: string): number {
  if (Number(taxYear.slice(0, 4)) < FIRST_YEAR) {
    throw new Error(`${taxYear}: no annual exempt amount is known for tax years before 2018/19`);
  }
  return ANNUAL_EXEMPT_AMOUNTS[taxYear] ?? ANNUAL_EXEMPT_AMOUNTS[LATEST_KNOWN];
}

export interface Totals {
  gains: Fixed;
  losses: Fixed;
  net: Fixed;
}

function totals(outcomes: readonly Outcome[]): Totals {
  let gains = FIXED_ZERO;
  let losses = FIXED_ZERO;
  for (const o of outcomes) {
    if (o.gain.isPositive()) gains = gains.plus(o.gain);
    else if (o.gain.isNegative()) losses = losses.minus(o.gain);
  }
  return { gains, losses, net: gains.minus(losses) };
}

const sum = (outcomes: readonly Outcome[], of: (o: Outcome) => Fixed) =>
  outcomes.reduce((total, o) => total.plus(of(o)), FIXED_ZERO);

const periodOut = (t: Totals): PeriodTotals => ({
  gains: t.gains.toDecimal(),
  losses: t.losses.toDecimal(),
  net: t.net.toDecimal(),
});

/** Years in order, each using the losses the years before it carried forward. */
export function summariseTaxYears(outcomes: readonly Outcome[]): Record<string, YearWorking> {
  const byYear = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const year = taxYearOf(o.date);
    const inYear = byYear.get(year);
    if (inYear) inYear.push(o);
    else byYear.set(year, [o]);
  }
  const result: Record<string, YearWorking> = {};
  let broughtForward = FIXED_ZERO;
  for (const year of [...byYear.keys()].sort()) {
    const summary = summariseYear(year, byYear.get(year)!, broughtForward);
    broughtForward = summary.lossCarriedForward;
    result[year] = summary;
  }
  return result;
}

/** A tax year's totals in the engine's Fixed numbers; `yearInDecimals` turns them into the summary. */
export interface YearWorking {
  disposals: number;
  proceeds: Fixed;
  allowableCosts: Fixed;
  gains: Fixed;
  losses: Fixed;
  net: Fixed;
  annualExemptAmount: Fixed;
  lossCarriedForward: Fixed;
  taxableGain: Fixed;
  beforeOct30?: Totals;
  fromOct30?: Totals;
}

function summariseYear(year: string, outcomes: readonly Outcome[], broughtForward: Fixed): YearWorking {
  const yearTotals = totals(outcomes);
  const exempt = new Fixed(BigInt(annualExemptPounds(year)), 0);
  const overExempt = yearTotals.net.minus(exempt);
  // Brought-forward losses may only take the net gain down to the exempt amount (TCGA 1992 s3(5A)).
  const used = overExempt.isPositive() ? smaller(broughtForward, overExempt) : FIXED_ZERO;
  const taxable = overExempt.minus(used);
  const summary: YearWorking = {
    disposals: outcomes.length,
    proceeds: sum(outcomes, (o) => o.proceeds),
    allowableCosts: sum(outcomes, (o) => o.allowableCost),
    ...yearTotals,
    annualExemptAmount: exempt,
    lossCarriedForward: yearTotals.net.isNegative()
      ? broughtForward.minus(yearTotals.net)
      : broughtForward.minus(used),
    taxableGain: taxable.isPositive() ? taxable : FIXED_ZERO,
  };
  if (year !== '2024/25') return summary;
  return {
    ...summary,
    beforeOct30: totals(outcomes.filter((o) => o.date < RATE_CHANGE)),
    fromOct30: totals(outcomes.filter((o) => o.date >= RATE_CHANGE)),
  };
}

/** A year's totals as decimal.js numbers. */
export function yearInDecimals(y: YearWorking): TaxYearSummary {
  const summary: TaxYearSummary = {
    disposals: y.disposals,
    proceeds: y.proceeds.toDecimal(),
    allowableCosts: y.allowableCosts.toDecimal(),
    ...periodOut(y),
    annualExemptAmount: y.annualExemptAmount.toDecimal(),
    lossCarriedForward: y.lossCarriedForward.toDecimal(),
    taxableGain: y.taxableGain.toDecimal(),
  };
  if (!y.beforeOct30 || !y.fromOct30) return summary;
  return { ...summary, beforeOct30: periodOut(y.beforeOct30), fromOct30: periodOut(y.fromOct30) };
}

const smaller = (a: Fixed, b: Fixed): Fixed => (a.compare(b) < 0 ? a : b);
