import { daysBetween, isIsoDate } from '../../../contract/dates';
import { Decimal } from '../../../contract/money';

/**
 * The tax engine's arithmetic. decimal.js rounds every result to `precision` significant digits (20 by
 * default), which would quietly round sums of long apportioned costs; this clone's precision is far past
 * any real figure, so adding, subtracting and multiplying are exact. It also never prints exponents, so
 * every amount leaves as a plain decimal string.
 */
export const Exact = Decimal.clone({ precision: 1000, toExpNeg: -9e15, toExpPos: 9e15 });

/**
 * Division is the one place an exact decimal may not exist (£10 over 3 shares). It is done to 40
 * significant digits, far below a millionth of a penny on any real holding; callers subtract the result
 * from what is left exactly, so no penny is created or lost over a holding's life.
 */
const Quotient = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export const exact = (v: Decimal.Value): Decimal => new Exact(v);

/** `total` × `part` / `whole`: the share of a cost (or quantity) that goes with part of a holding. */
export const apportion = (total: Decimal, part: Decimal, whole: Decimal): Decimal =>
  new Exact(new Quotient(exact(total).times(part)).div(whole));


/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export const isDate = isIsoDate;

/** Days since 1970-01-01, so the 30-day window is a subtraction and never crosses a clock change. */
export const dayNumber = (date: string): number => daysBetween('1970-01-01', date);
