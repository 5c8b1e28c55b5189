import {
  addBusinessDays,
  addDays,
  addMonths,
  differenceInCalendarDays,
  format,
  isMatch,
  parseISO,
  subDays,
} from 'date-fns';

/**
 * Calendar dates as the API writes them (YYYY-MM-DD, no time, no zone), for console and server alike.
 * The arithmetic is date-fns's: a date is parsed to local midnight, moved by whole calendar days and
 * written back, so a clock change never shifts a day. One place for it, instead of a hand-written
 * helper per module (issue 16).
 */

const ISO = 'yyyy-MM-dd';

/** A Date's own calendar day as YYYY-MM-DD. */
export const isoDate = (date: Date): string => format(date, ISO);

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export const isIsoDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && isMatch(text, ISO);

/** The calendar date `days` after (or before, when negative) a date. */
export const plusDays = (date: string, days: number): string => isoDate(addDays(parseISO(date), days));

/** The same day `months` calendar months later (date-fns clamps the 31st to a shorter month's end). */
export const plusMonths = (date: string, months: number): string =>
  isoDate(addMonths(parseISO(date), months));

/** The day before a date. */
export const dayBefore = (date: string): string => isoDate(subDays(parseISO(date), 1));

/** The date `n` weekdays after a date (settlement T+n; bank holidays are not modelled). */
export const plusBusinessDays = (date: string, n: number): string =>
  isoDate(addBusinessDays(parseISO(date), n));

/** Whole calendar days from `earlier` to `later` (negative when `later` is before). */
export const daysBetween = (earlier: string, later: string): number =>
  differenceInCalendarDays(parseISO(later), parseISO(earlier));

export interface TaxYear {
  /** 6 April, YYYY-MM-DD */
  start: string;
  /** 5 April of the next year */
  end: string;
  /** "2026/27" */
  label: string;
}

/** The UK tax year (6 April to 5 April) a date falls in: ISA allowances and capital gains run by it. */
export function taxYearOf(date: string): TaxYear {
  const day = parseISO(date);
  const year = day.getFullYear();
  // 6 April onwards (month 3 counts from 0) opens the year that starts in this calendar year.
  const fromSixthApril = day.getMonth() > 3 || (day.getMonth() === 3 && day.getDate() >= 6);
  return taxYearStarting(fromSixthApril ? year : year - 1);
}

/** The tax year that starts on 6 April of `startYear`. */
export function taxYearStarting(startYear: number): TaxYear {
  return {
    start: `${startYear}-04-06`,
    end: `${startYear + 1}-04-05`,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}
