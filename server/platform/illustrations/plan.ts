import {
  isTaxAdvantaged,
  type TIllustrationCharge,
  type TIllustrationInputs,
  type TProductIllustrationResult,
} from '../../../contract/illustrations';
import type { Decimal } from '../../../contract/money';
import { CHARGE_TYPE_OF, illustrate, type Charges, type IllustrationPlan } from './projection';
import { sustainability, type Sustainability } from './sustainability';

/**
 * From a create-product-illustration body to the pure engines (decision 0900) and back to what the call
 * answers and stores (decision 0902): pure, so the service only reads the database and writes the row.
 */

/** The engine's field for each percentage charge type: the inverse of CHARGE_TYPE_OF. */
const PERCENT_FIELD = Object.fromEntries(
  Object.entries(CHARGE_TYPE_OF).map(([field, type]) => [type, field]),
) as Record<string, keyof typeof CHARGE_TYPE_OF>;

export function chargesOf(lines: readonly TIllustrationCharge[]): Charges {
  const charges: Charges = { fixed: [] };
  for (const line of lines) {
    if (line.percent !== undefined) charges[PERCENT_FIELD[line.chargeType]] = String(line.percent);
    else charges.fixed!.push({ type: line.chargeType, poundsPerYear: String(line.amountPerYear) });
  }
  return charges;
}

/** The engine's plan of accepted inputs (the wrapper type settled: the body's or the account's). */
export function planOf(inputs: TIllustrationInputs & { wrapperType: string }): IllustrationPlan {
  const money = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return {
    taxAdvantaged: isTaxAdvantaged(inputs.wrapperType),
    termYears: inputs.termYears,
    startingValue: money(inputs.startingValue),
    singleContribution: money(inputs.singleContribution),
    monthlyContribution: money(inputs.monthlyContribution),
    monthlyWithdrawal: inputs.status === 'DRAWDOWN' ? money(inputs.monthlyWithdrawal) : undefined,
    charges: chargesOf(inputs.charges),
  };
}

const num = (d: Decimal) => d.toNumber();
const numOrNull = (d: Decimal | null) => (d === null ? null : d.toNumber());

/** The illustration of a plan, and for a drawdown the sustainability from `dateOfBirth` on `asAt`. */
export function illustrationResult(
  plan: IllustrationPlan,
  drawdown?: { dateOfBirth: string; asAt: string },
): TProductIllustrationResult {
  const i = illustrate(plan);
  const rates = i.rates.map((r) => {
    const years = r.years.map((y) => ({
      year: y.year,
      paidIn: num(y.paidIn),
      withdrawn: num(y.withdrawn),
      value: num(y.value),
      realValue: num(y.realValue),
    }));
    return {
      name: r.name,
      percent: num(r.percent),
      runsOutInYear: r.runsOutInYear,
      atEnd: years.at(-1)!,
      years,
    };
  });
  const line = (l: { yearOne: Decimal; yearOnePercent: Decimal | null; overTerm: Decimal }) => ({
    yearOne: num(l.yearOne),
    yearOnePercent: numOrNull(l.yearOnePercent),
    overTerm: num(l.overTerm),
  });
  return {
    taxAdvantaged: plan.taxAdvantaged,
    inflationPercent: num(i.inflationPercent),
    rates,
    reductionInYield: {
      percent: numOrNull(i.reductionInYield.percent),
      atRatePercent: num(i.reductionInYield.atRatePercent),
    },
    effectOfCharges: {
      withoutCharges: num(i.effectOfCharges.withoutCharges),
      withCharges: num(i.effectOfCharges.withCharges),
      difference: num(i.effectOfCharges.difference),
    },
    costsAndCharges: {
      lines: i.costsAndCharges.lines.map((l) => ({ type: l.type, category: l.category, ...line(l) })),
      total: line(i.costsAndCharges.total),
    },
    sustainability: drawdown ? sustainabilityResult(plan, drawdown) : null,
  };
}

function sustainabilityResult(plan: IllustrationPlan, on: { dateOfBirth: string; asAt: string }) {
  const s: Sustainability = sustainability({
    plan: {
      pot: plan.startingValue ?? 0,
      monthlyWithdrawal: plan.monthlyWithdrawal ?? 0,
      charges: plan.charges,
      taxAdvantaged: plan.taxAdvantaged,
    },
    dateOfBirth: on.dateOfBirth,
    on: on.asAt,
  });
  return sustainabilityOut(s);
}

/** The engine's sustainability as the calls answer and store it (the market assumption aside). */
export function sustainabilityOut(s: Sustainability) {
  return {
    age: s.age,
    targetAge: s.targetAge,
    atFcaRates: s.atFcaRates.map((r) => ({
      name: r.name,
      percent: r.percent,
      lastsYears: r.lastsYears,
      lastsMonths: r.lastsMonths,
      runsOutAtAge: r.runsOutAtAge,
    })),
    chanceToTargetAge: s.chanceToTargetAge,
    paths: s.paths,
    seed: s.seed,
    fan: s.fan,
    summary: s.summary,
  };
}

/** The abridged form: the result without the yearly tables and the fan. */
export function abridged<T extends { result: TProductIllustrationResult }>(full: T) {
  const { result } = full;
  return {
    ...full,
    result: {
      ...result,
      rates: result.rates.map(({ years: _years, ...rest }) => rest),
      sustainability: result.sustainability
        ? (({ fan: _fan, ...rest }) => rest)(result.sustainability)
        : null,
    },
  };
}
