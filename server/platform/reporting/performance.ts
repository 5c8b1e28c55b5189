import { differenceInCalendarDays, parseISO } from 'date-fns';
import { Decimal, ZERO } from '../ledger/money';

/**
 * Time-weighted and money-weighted returns, exactly (docs/decisions/0701). Pure: valuations in, rates out.
 *
 * Flow timing: an external flow (pay-in, withdrawal, cash moved in or out) of a day is taken at the START
 * of that day. The ledger posts a pay-in and the buy it funds on the same day and values the day at its
 * closing price, so money that arrives is exposed to that day's move; and the very first pay-in into an
 * empty account gives a day with a base to measure against instead of a division by nothing.
 */

/** The value at the end of `date`, and the external money that came in (+) or went out (−) on it. */
export interface DailyValuation {
  date: string;
  value: Decimal;
  flow: Decimal;
}

const ONE = new Decimal(1);

/**
 * Chain-linked growth: each day's return is its closing value over the day before's plus the day's flows,
 * and the days are multiplied together. A day with nothing invested (no base) is skipped. Between flows the
 * daily ratios telescope exactly (V1/V0 × V2/V1 = V2/V0), so a run of days without flows on a positive base
 * is linked once, at its end: five years of days cost a division per flow, not per day. `onDay` sees the
 * growth at every day (a run's is its linked part times the run so far) or null before anything was measured.
 */
function chainLink(
  days: DailyValuation[],
  onDay?: (i: number, growth: Decimal | null) => void,
): Decimal | null {
  if (!days.length) return null;
  let linked = ONE;
  let measured = days[0].value.greaterThan(0);
  let runBase: Decimal | null = null;
  onDay?.(0, measured ? ONE : null);
  for (let i = 1; i < days.length; i++) {
    const previous = days[i - 1].value;
    const inRun = days[i].flow.isZero() && previous.greaterThan(0);
    if (inRun) {
      runBase ??= previous;
      measured = true;
      if (onDay) onDay(i, linked.times(days[i].value).dividedBy(runBase));
      continue;
    }
    if (runBase) linked = linked.times(previous).dividedBy(runBase);
    runBase = null;
    const base = previous.plus(days[i].flow);
    if (base.greaterThan(0)) {
      linked = linked.times(days[i].value).dividedBy(base);
      measured = true;
    }
    onDay?.(i, measured ? linked : null);
  }
  if (runBase) linked = linked.times(days[days.length - 1].value).dividedBy(runBase);
  return measured ? linked : null;
}

/** The cumulative time-weighted return at each day (0.05 is 5%), null until a day could be measured. */
export function cumulativeTimeWeightedReturns(days: DailyValuation[]): (Decimal | null)[] {
  const out: (Decimal | null)[] = [];
  chainLink(days, (i, growth) => (out[i] = growth && growth.minus(ONE)));
  return out;
}

/** The period's time-weighted return (0.05 is 5%), or null when no day had anything invested. */
export function timeWeightedReturn(days: DailyValuation[]): Decimal | null {
  if (days.length < 2) return null;
  return chainLink(days)?.minus(ONE) ?? null;
}

/** A cash flow of the investor, `day` days after the start: − into the portfolio, + out of it. */
export interface DatedFlow {
  day: number;
  amount: Decimal;
}

const YEAR = 365;
/** Of the daily discount factor: near 1, so 1e-18 is a rate good to about 1e-15. */
const TOLERANCE = new Decimal('1e-18');
const MAX_STEPS = 200;

/** x^n for a whole n ≥ 0 by squaring: a handful of exact multiplications (decimal.js's pow is far slower). */
function powWhole(x: Decimal, n: number): Decimal {
  let result = ONE;
  let square = x;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result.times(square);
    if (k > 1) square = square.times(square);
  }
  return result;
}

/**
 * The flows' present value as a polynomial in the daily discount factor x = (1+r)^(−1/365): Σ amount·x^day,
 * and its derivative in x. Whole days make every power an integer one, so no logarithm is needed while
 * solving; the rate is r = x^(−365) − 1 once x is found. Flows must be in day order.
 */
function presentValue(flows: DatedFlow[], x: Decimal): { value: Decimal; slope: Decimal } {
  let value = ZERO;
  let weighted = ZERO;
  let power = ONE;
  let at = 0;
  // Flows come monthly or so: a few distinct gaps between them, each raised once per evaluation.
  const powers = new Map<number, Decimal>();
  for (const f of flows) {
    const gap = f.day - at;
    let step = powers.get(gap);
    if (!step) powers.set(gap, (step = powWhole(x, gap)));
    power = power.times(step);
    at = f.day;
    const discounted = f.amount.times(power);
    value = value.plus(discounted);
    if (f.day > 0) weighted = weighted.plus(discounted.times(f.day));
  }
  // d/dx Σ a·x^day = Σ a·day·x^day / x: one division for the sum rather than one a flow.
  return { value, slope: weighted.dividedBy(x) };
}

const factorOf = (rate: Decimal) => ONE.plus(rate).ln().dividedBy(-YEAR).exp();
const rateOf = (factor: Decimal) => ONE.dividedBy(powWhole(factor, YEAR)).minus(ONE);

/**
 * Daily discount factors to search, from a gain of 10^9 % a year (x < 1) to a loss a hair short of −100%
 * (x > 1: a short period's loss, annualised, comes close to it). Worked out once.
 */
const GAINS = ['1', '10', '100', '1000', '10000', '10000000'].map((r) => factorOf(new Decimal(r)));
const LOSSES = ['-0.5', '-0.9', '-0.99', '-0.999999', '-0.999999999', '-0.999999999999999'].map((r) =>
  factorOf(new Decimal(r)),
);

/**
 * A bracket of x where the present value changes sign. At x = 1 (a rate of 0) it is the plain sum of the
 * flows; the search walks outward on the side the root should lie (a gain when the sum is positive), and
 * tries the other side for flows shaped otherwise.
 */
function findBracket(flows: DatedFlow[]): [Decimal, Decimal] | null {
  const atOne = flows.reduce((s, f) => s.plus(f.amount), ZERO);
  if (atOne.isZero()) return [ONE, ONE];
  for (const side of atOne.isPositive() ? [GAINS, LOSSES] : [LOSSES, GAINS]) {
    let previous = ONE;
    for (const x of side) {
      const value = presentValue(flows, x).value;
      if (value.isZero() || value.isNegative() !== atOne.isNegative())
        return previous.lessThan(x) ? [previous, x] : [x, previous];
      previous = x;
    }
  }
  return null;
}

/**
 * The money-weighted return: the annual rate r at which the flows' present value is zero (XIRR, 365-day
 * years). Newton's method on the daily discount factor, kept inside a bracket where the value changes sign
 * and falling back to bisection whenever a step would leave it. Null when the flows span no time, all have
 * one sign (no rate can balance them), or no bracket is found.
 */
export function xirr(flows: DatedFlow[]): Decimal | null {
  const live = flows.filter((f) => !f.amount.isZero()).sort((a, b) => a.day - b.day);
  if (!live.length || live[live.length - 1].day - Math.min(0, live[0].day) < 1) return null;
  if (live[0].day < 0) return null;
  if (!live.some((f) => f.amount.isNegative()) || !live.some((f) => f.amount.isPositive())) return null;
  const near = nearRoot(live);
  if (near) return solveWithin(live, near, near.start);
  const bracket = findBracket(live);
  if (!bracket) return null;
  const [lo, hi] = bracket;
  if (lo.equals(hi)) return rateOf(lo);
  const loNegative = presentValue(live, lo).value.isNegative();
  return solveWithin(live, { lo, hi, loNegative }, lo.plus(hi).dividedBy(2));
}

/** Where the present value changes sign: between lo and hi, negative at lo when loNegative. */
interface Bracket {
  lo: Decimal;
  hi: Decimal;
  loNegative: boolean;
}

/** Newton's method from `start`, kept inside the bracket. */
function solveWithin(live: DatedFlow[], bracket: Bracket, start: Decimal): Decimal {
  let { lo, hi } = bracket;
  const { loNegative } = bracket;
  let x = start;
  for (let step = 0; step < MAX_STEPS; step++) {
    const { value, slope } = presentValue(live, x);
    if (value.isZero()) return rateOf(x);
    if (value.isNegative() === loNegative) lo = x;
    else hi = x;
    const newton = slope.isZero() ? null : x.minus(value.dividedBy(slope));
    const next = newton && newton.greaterThan(lo) && newton.lessThan(hi) ? newton : lo.plus(hi).dividedBy(2);
    if (next.minus(x).abs().lessThan(TOLERANCE)) return rateOf(next);
    x = next;
  }
  return rateOf(x);
}

/**
 * Where the root lies, found in floating point (the same search on numbers costs a hundredth of the
 * decimal one: a portfolio report's money-weighted returns were a quarter of its time, bench/report.ts)
 * and then checked in decimals: a bracket a millionth of a millionth wide around it where the decimal
 * present value changes sign. The answer is still Newton's method in decimals inside that bracket, so it
 * is as exact as before; floating point only says where to start. Null when the check fails (the decimal
 * search from the wide brackets then runs as it always did).
 */
function nearRoot(live: DatedFlow[]): (Bracket & { start: Decimal }) | null {
  const guess = floatRoot(live.map((f) => ({ day: f.day, amount: f.amount.toNumber() })));
  if (guess === null || !Number.isFinite(guess) || guess <= 0) return null;
  const start = new Decimal(guess);
  const width = start.times(NEAR_WIDTH);
  const lo = start.minus(width);
  const hi = start.plus(width);
  const atLo = presentValue(live, lo).value;
  const atHi = presentValue(live, hi).value;
  if (atLo.isZero() || atHi.isZero() || atLo.isNegative() === atHi.isNegative()) return null;
  return { lo, hi, loNegative: atLo.isNegative(), start };
}

const NEAR_WIDTH = new Decimal('1e-12');

interface FloatFlow {
  day: number;
  amount: number;
}

function floatPresentValue(flows: FloatFlow[], x: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const f of flows) {
    const discounted = f.amount * x ** f.day;
    value += discounted;
    if (f.day > 0) slope += (discounted * f.day) / x;
  }
  return { value, slope };
}

const FLOAT_GAINS = GAINS.map((x) => x.toNumber());
const FLOAT_LOSSES = LOSSES.map((x) => x.toNumber());

/** The decimal search's steps (findBracket, solveWithin) in floating point; null when it finds no bracket. */
function floatRoot(flows: FloatFlow[]): number | null {
  const atOne = flows.reduce((s, f) => s + f.amount, 0);
  if (atOne === 0) return 1;
  let bracket: [number, number] | null = null;
  for (const side of atOne > 0 ? [FLOAT_GAINS, FLOAT_LOSSES] : [FLOAT_LOSSES, FLOAT_GAINS]) {
    let previous = 1;
    for (const x of side) {
      const value = floatPresentValue(flows, x).value;
      if (value === 0 || value < 0 !== atOne < 0) {
        bracket = previous < x ? [previous, x] : [x, previous];
        break;
      }
      previous = x;
    }
    if (bracket) break;
  }
  if (!bracket) return null;
  let [lo, hi] = bracket;
  const loNegative = floatPresentValue(flows, lo).value < 0;
  let x = (lo + hi) / 2;
  for (let step = 0; step < MAX_STEPS; step++) {
    const { value, slope } = floatPresentValue(flows, x);
    if (value === 0) return x;
    if (value < 0 === loNegative) lo = x;
    else hi = x;
    const newton = slope === 0 ? null : x - value / slope;
    const next = newton !== null && newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * x) return next;
    x = next;
  }
  return x;
}

/**
 * The money-weighted return of a period from its valuations: the XIRR of the opening value paid in at the
 * start (the end of the day before the period), each external flow at the start of its day (see the
 * flow-timing note above) and the closing value taken out at the end of the last day. A period of a year
 * or more states it as a yearly rate; a shorter one as the return over the period itself, (1 + r)^(days /
 * 365) − 1, since annualising a few weeks turns a small loss into nearly −100% (GIPS forbids annualising
 * under a year for the same reason).
 */
export function moneyWeightedReturn(days: DailyValuation[]): Decimal | null {
  const yearly = annualMoneyWeightedReturn(days);
  if (yearly === null) return null;
  const span = differenceInCalendarDays(parseISO(days[days.length - 1].date), parseISO(days[0].date));
  if (span >= YEAR) return yearly;
  return ONE.plus(yearly).pow(new Decimal(span).dividedBy(YEAR)).minus(ONE);
}

/** The XIRR of a period's valuations as a yearly rate, whatever the period's length. */
export function annualMoneyWeightedReturn(days: DailyValuation[]): Decimal | null {
  if (days.length < 2) return null;
  const start = parseISO(days[0].date);
  const dayOf = (date: string) => differenceInCalendarDays(parseISO(date), start);
  const flows: DatedFlow[] = [{ day: 0, amount: days[0].value.negated() }];
  for (const d of days.slice(1))
    if (!d.flow.isZero()) flows.push({ day: dayOf(d.date) - 1, amount: d.flow.negated() });
  const last = days[days.length - 1];
  flows.push({ day: dayOf(last.date), amount: last.value });
  return xirr(flows);
}
