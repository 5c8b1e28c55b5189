import { addDays, format, isWeekend, parseISO, subBusinessDays, subYears } from 'date-fns';
import { londonToday } from '../ledger';

/**
 * The demo's calendar: every seeded date counts back from the day the database is seeded, so the demo is
 * current on its first day (prices up to the last business day, money in flight from the last few days,
 * clients' ages as of today). Business days are weekdays, as the platform counts them (ledger/clock.ts).
 * Dates are YYYY-MM-DD strings; date-fns works on them as local calendar days, whatever the time zone.
 */
export interface SeedCalendar {
  /** The moment of seeding: no seeded timestamp is later. */
  now: Date;
  /** The seeding day in London. */
  today: string;
  /** The last business day before today: the latest closing price. */
  lastPriceDay: string;
  /** The calendar day `days` after `day` (negative: before). */
  plusDays(day: string, days: number): string;
  /** The day `days` before today. */
  daysAgo(days: number): string;
  /** `n` business days before `day` (default today). */
  businessDaysBefore(n: number, day?: string): string;
  /** The same weekday or, on a weekend, the Friday before: people deal and open accounts on weekdays. */
  weekday(day: string): string;
  /** A timestamp on `day` at `minuteOfDay` (UTC), never later than `now`. */
  at(day: string, minuteOfDay: number): Date;
  /** Business days from `years` before today up to the last price day, oldest first. */
  priceDays(years: number): string[];
}

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

export function seedCalendar(now = new Date()): SeedCalendar {
  const today = londonToday(now);
  const plusDays = (day: string, days: number) => ymd(addDays(parseISO(day), days));
  const lastPriceDay = ymd(subBusinessDays(parseISO(today), 1));
  return {
    now,
    today,
    lastPriceDay,
    plusDays,
    daysAgo: (days) => plusDays(today, -days),
    businessDaysBefore: (n, day = today) => ymd(subBusinessDays(parseISO(day), n)),
    weekday: (day) => {
      let d = parseISO(day);
      while (isWeekend(d)) d = addDays(d, -1);
      return ymd(d);
    },
    at: (day, minuteOfDay) => {
      const t = new Date(Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000);
      return t > now ? new Date(now.getTime() - 60_000) : t;
    },
    priceDays: (years) => {
      const days: string[] = [];
      for (let d = subYears(parseISO(today), years); ymd(d) <= lastPriceDay; d = addDays(d, 1))
        if (!isWeekend(d)) days.push(ymd(d));
      return days;
    },
  };
}

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOnDay(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}
