import { Decimal, dec, pence, type DecimalValue } from '../../../contract/money';

/**
 * Projections for illustrations, in exact decimals (decision 0010), pure so that documents and the
 * pensions work share one answer to the penny.
 *
 * The convention, the same for every rate:
 * - the lump sum is invested at the start of year 1; contributions are paid at the start of each month;
 * - the net rate is the growth rate less the yearly charges (5% growth, 0.75% charges: 4.25%), and it may
 *   be negative when charges exceed growth;
 * - growth is added once a year, at its end: on the value brought forward for the whole year, and on each
 *   of the year's contributions for the whole months it was invested (the one paid in month m for
 *   13 − m months), so twelve contributions of C earn C × r × 78/12 = 6.5 × C × r in their first year;
 * - "in today's money" divides a year's value by (1 + inflation) raised to the year;
 * - nothing is rounded until the answer: each figure is rounded to the penny as it is handed out.
 */

/** The FCA's projection rates (COBS 13 Annex 2), the same for pensions and other products. */
export const FCA_RATES = [
  { name: 'Lower', percent: 2 },
  { name: 'Middle', percent: 5 },
  { name: 'Higher', percent: 8 },
] as const;

/** The inflation rate an illustration deflates by to show values in today's money. */
export const INFLATION_PERCENT = 2;

export interface ProjectionInput {
  lumpSum: DecimalValue;
  monthlyContribution: DecimalValue;
  termYears: number;
  /** Yearly charges as a percentage: 0.45 for 0.45%. */
  annualChargePercent: DecimalValue;
}

export interface ProjectedYear {
  year: number;
  /** Everything paid in by the end of the year, before growth and charges. */
  paidIn: Decimal;
  value: Decimal;
  /** The value deflated by INFLATION_PERCENT a year to the start of year 1. */
  todaysMoney: Decimal;
}

const MONTHS_INVESTED = dec(78).dividedBy(12);

/** Every year 1..termYears at one growth rate (a percentage). */
export function project(input: ProjectionInput, growthPercent: DecimalValue): ProjectedYear[] {
  const rate = dec(growthPercent).minus(dec(input.annualChargePercent)).dividedBy(100);
  const inflation = dec(1).plus(dec(INFLATION_PERCENT).dividedBy(100));
  const monthly = dec(input.monthlyContribution);
  const yearly = monthly.times(12);
  const contributionGrowth = monthly.times(rate).times(MONTHS_INVESTED);
  const years: ProjectedYear[] = [];
  let value = dec(input.lumpSum);
  let paidIn = dec(input.lumpSum);
  for (let year = 1; year <= input.termYears; year++) {
    value = value.times(rate.plus(1)).plus(yearly).plus(contributionGrowth);
    paidIn = paidIn.plus(yearly);
    years.push({
      year,
      paidIn: pence(paidIn),
      value: pence(value),
      todaysMoney: pence(value.dividedBy(inflation.pow(year))),
    });
  }
  return years;
}

/** The years an illustration's table shows: 1 to 5, then every fifth, and always the last. */
export function tableYears(termYears: number): number[] {
  const years: number[] = [];
  for (let y = 1; y <= termYears; y++) if (y <= 5 || y % 5 === 0 || y === termYears) years.push(y);
  return years;
}

export interface RateProjection {
  name: string;
  percent: number;
  years: ProjectedYear[];
}

/** The projection at each of the FCA's three rates. */
export const projectAtFcaRates = (input: ProjectionInput): RateProjection[] =>
  FCA_RATES.map((r) => ({ name: r.name, percent: r.percent, years: project(input, r.percent) }));
