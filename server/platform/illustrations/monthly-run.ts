import type { TChargeType } from '../../../contract/documents';
import { Decimal, dec, ZERO, type DecimalValue } from '../../../contract/money';

/**
 * The projection engine of illustrations (decision 0900): a plan's money flows, run month by month at one
 * yearly growth rate, exact and unrounded. The month's order of events, the monthly compounding and the
 * rounding are documented once, in projection.ts, which assembles the illustration from these runs.
 */

export interface Charges {
  /** Yearly percentages: 0.25 for 0.25 %. */
  platformPercent?: DecimalValue;
  fundOcfPercent?: DecimalValue;
  adviserOngoingPercent?: DecimalValue;
  /** A one-off percentage of each contribution (the adviser's initial charge). */
  initialPercent?: DecimalValue;
  /** Fixed yearly charges in pounds, each with its charge type (a £60 a year platform fee: 'Platform'). */
  fixed?: { type: TChargeType; poundsPerYear: DecimalValue }[];
}

/** The spec's charge type each kind of charge is disclosed under; one place to change the mapping. */
export const CHARGE_TYPE_OF = {
  platformPercent: 'Platform',
  fundOcfPercent: 'OCF',
  adviserOngoingPercent: 'IMifidCharge',
  initialPercent: 'Initial',
} as const satisfies Record<string, TChargeType>;

export interface IllustrationPlan {
  /** Pensions, ISAs and JISAs are projected at 2/5/8 %; everything else at 1.5/4.5/7.5 %. */
  taxAdvantaged: boolean;
  termYears: number;
  /** Already invested at the start (an existing pot, a transfer in); no initial charge on it. */
  startingValue?: DecimalValue;
  singleContribution?: DecimalValue;
  monthlyContribution?: DecimalValue;
  /** Drawdown: a regular monthly withdrawal. */
  monthlyWithdrawal?: DecimalValue;
  charges?: Charges;
}

export const FCA_RATES = {
  taxAdvantaged: [
    { name: 'lower', percent: new Decimal(2) },
    { name: 'intermediate', percent: new Decimal(5) },
    { name: 'higher', percent: new Decimal(8) },
  ],
  other: [
    { name: 'lower', percent: new Decimal('1.5') },
    { name: 'intermediate', percent: new Decimal('4.5') },
    { name: 'higher', percent: new Decimal('7.5') },
  ],
} as const;
export type RateName = 'lower' | 'intermediate' | 'higher';

export const INFLATION_PERCENT = new Decimal(2);

export const ratesFor = (plan: Pick<IllustrationPlan, 'taxAdvantaged'>) =>
  plan.taxAdvantaged ? FCA_RATES.taxAdvantaged : FCA_RATES.other;

/** Rounds down to three significant figures; nothing is shown below zero. */
export function threeFiguresDown(value: Decimal): Decimal {
  return value.lessThanOrEqualTo(0) ? ZERO : value.toSignificantDigits(3, Decimal.ROUND_DOWN);
}

/** The monthly growth factor equivalent to a yearly percentage: (1 + g)^(1/12). */
export const monthlyFactor = (yearlyPercent: DecimalValue): Decimal =>
  dec(yearlyPercent).dividedBy(100).plus(1).pow(dec(1).dividedBy(12));

interface ChargeRate {
  type: TChargeType;
  monthly: Decimal;
}

/** The plan's numbers, parsed once. */
export interface Flows {
  months: number;
  starting: Decimal;
  single: Decimal;
  monthlyIn: Decimal;
  monthlyOut: Decimal;
  initial: Decimal;
  percentCharges: ChargeRate[];
  fixedCharges: ChargeRate[];
}

export function flowsOf(plan: IllustrationPlan, months = plan.termYears * 12): Flows {
  const c = plan.charges ?? {};
  const percent = (key: 'platformPercent' | 'fundOcfPercent' | 'adviserOngoingPercent') => ({
    type: CHARGE_TYPE_OF[key],
    monthly: dec(c[key] ?? 0).dividedBy(1200),
  });
  return {
    months,
    starting: dec(plan.startingValue ?? 0),
    single: dec(plan.singleContribution ?? 0),
    monthlyIn: dec(plan.monthlyContribution ?? 0),
    monthlyOut: dec(plan.monthlyWithdrawal ?? 0),
    initial: dec(c.initialPercent ?? 0).dividedBy(100),
    percentCharges: [
      percent('platformPercent'),
      percent('fundOcfPercent'),
      percent('adviserOngoingPercent'),
    ].filter((r) => r.monthly.greaterThan(0)),
    fixedCharges: (c.fixed ?? [])
      .map((f) => ({ type: f.type, monthly: dec(f.poundsPerYear).dividedBy(12) }))
      .filter((r) => r.monthly.greaterThan(0)),
  };
}

/** What one run at one rate produced, unrounded. */
export interface Run {
  /** The value at the end of each year (index 0 is year 1). */
  yearEnds: Decimal[];
  paidIn: Decimal[];
  withdrawn: Decimal[];
  /** The month (1-based) whose withdrawal could not be paid in full, or null if it never ran short. */
  exhaustedInMonth: number | null;
  /** Charges taken, by type: in the first twelve months and over the whole run. */
  charges: Map<TChargeType, { yearOne: Decimal; total: Decimal }>;
}

export interface RunOptions {
  /** False drops every charge (the effect of charges compares against it). Default true. */
  charged?: boolean;
  /** Stop at the first month a withdrawal cannot be paid in full (how long a pot lasts). Default false. */
  stopWhenExhausted?: boolean;
}

/** Projects `flows` month by month at `yearlyPercent` (the convention of projection.ts). */
export function run(flows: Flows, yearlyPercent: DecimalValue, options: RunOptions = {}): Run {
  const charged = options.charged ?? true;
  const factor = monthlyFactor(yearlyPercent);
  const out: Run = { yearEnds: [], paidIn: [], withdrawn: [], exhaustedInMonth: null, charges: new Map() };
  const take = (type: TChargeType, amount: Decimal, month: number) => {
    const t = out.charges.get(type) ?? { yearOne: ZERO, total: ZERO };
    out.charges.set(type, {
      yearOne: month <= 12 ? t.yearOne.plus(amount) : t.yearOne,
      total: t.total.plus(amount),
    });
  };
  let value = ZERO;
  let paidIn = ZERO;
  let withdrawn = ZERO;
  for (let month = 1; month <= flows.months; month++) {
    const contribution = (month === 1 ? flows.single : ZERO).plus(flows.monthlyIn);
    const initial = charged ? contribution.times(flows.initial) : ZERO;
    if (initial.greaterThan(0)) take('Initial', initial, month);
    value = value
      .plus(month === 1 ? flows.starting : ZERO)
      .plus(contribution)
      .minus(initial);
    paidIn = paidIn.plus(contribution);
    const withdrawal = Decimal.min(flows.monthlyOut, value);
    if (withdrawal.lessThan(flows.monthlyOut) && out.exhaustedInMonth === null) {
      out.exhaustedInMonth = month;
      if (options.stopWhenExhausted) break;
    }
    value = value.minus(withdrawal).times(factor);
    withdrawn = withdrawn.plus(withdrawal);
    if (charged) value = chargeMonth(flows, value, (type, amount) => take(type, amount, month));
    if (month % 12 === 0 || month === flows.months) {
      out.yearEnds.push(value);
      out.paidIn.push(paidIn);
      out.withdrawn.push(withdrawn);
    }
  }
  return out;
}

/** Step (4) and (5) of the month: percentage charges on the grown value, then fixed charges. */
function chargeMonth(flows: Flows, grown: Decimal, take: (type: TChargeType, amount: Decimal) => void) {
  let value = grown;
  for (const rate of flows.percentCharges) {
    const amount = grown.times(rate.monthly);
    take(rate.type, amount);
    value = value.minus(amount);
  }
  for (const rate of flows.fixedCharges) {
    const amount = Decimal.min(rate.monthly, Decimal.max(ZERO, value));
    if (amount.greaterThan(0)) take(rate.type, amount);
    value = value.minus(amount);
  }
  return Decimal.max(ZERO, value);
}
