import { daysBetween, isIsoDate } from '../../../contract/dates';
import { Decimal } from '../../../contract/money';

/**
 * The tax figures' decimal.js numbers, as they go into the CGT engine and come out of it (the matching
 * itself works in fixed.ts's numbers) and as the reports sum them. decimal.js rounds every result to
 * `precision` significant digits (20 by default), which would quietly round sums of long apportioned
 * costs; this clone's precision is far past any real figure, so adding, subtracting and multiplying are
 * exact. It also never prints exponents, so every amount leaves as a plain decimal string.
 */
export const Exact = Decimal.clone({ precision: 1000, toExpNeg: -9e15, toExpPos: 9e15 });

/** Decimals never change, so one that is already exact is used as it is (no copy to collect). */
export const exact = (v: Decimal.Value): Decimal =>
  // Every clone of Decimal shares one prototype, so the constructor tells this clone's numbers apart.
  v instanceof Decimal && v.constructor === Exact ? v : new Exact(v);

/**
 * Date work is memoised by the date's text: a history repeats its days (10,000 trades fall on a few
 * hundred), and parsing each with date-fns every time was most of the engine's time (bench/cgt.ts).
 * The cache is bounded: past 100,000 dates (centuries of days) it starts again.
 */
export function memoByDate<T>(work: (date: string) => T): (date: string) => T {
  const cache = new Map<string, T>();
  return (date) => {
    const known = cache.get(date);
    if (known !== undefined || cache.has(date)) return known as T;
    if (cache.size >= 100_000) cache.clear();
    const value = work(date);
    cache.set(date, value);
    return value;
  };
}

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export const isDate = memoByDate(isIsoDate);

/** Days since 1970-01-01, so the 30-day window is a subtraction and never crosses a clock change. */
export const dayNumber = memoByDate((date): number => daysBetween('1970-01-01', date));
