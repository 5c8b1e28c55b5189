import { formatISO, isValid, parseISO } from 'date-fns';
import { LOCALE } from '../data/i18nProvider';

/**
 * Every value the console shows a person, in one place: dates, times, countries, sort codes, money. The
 * platform speaks ISO (YYYY-MM-DD, UTC timestamps, ISO country codes, bare digits); people read
 * "25 Nov 2026", "United Kingdom", "20-00-00". UK readers whatever the browser's language, UK clock time.
 */

/** The platform's calendar and the firm's readers are in the UK. */
export const UK_TIME_ZONE = 'Europe/London';
/** What the console shows where a value is missing. */
export const NONE = '–';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** A day and, for a timestamp, the time a clock in London showed: plain numbers, no time zone left to move them. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  time?: string;
}

/** The UK wall clock at an instant. */
const londonParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A YYYY-MM-DD date as a local Date at midnight (no time zone moves it to another day), or undefined. */
export function parseIsoDay(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return undefined;
  // parseISO, not parse: the same local midnight (and Invalid Date for 2026-02-30) without date-fns's
  // whole format-string parser, which would otherwise join every page's first load.
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

/** A local Date as the YYYY-MM-DD the platform takes. */
export const toIsoDay = (date: Date) => formatISO(date, { representation: 'date' });

/** What a value is, if it is a date or timestamp the platform sent. */
function wallClockOf(value: unknown): WallClock | undefined {
  const day = parseIsoDay(value);
  if (day) return { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() };
  if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value)) return undefined;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * date-fns's en-GB month abbreviations (format.test.ts holds them to it), so every browser says "Sep" (ICU
 * versions differ: "Sep", "Sept"). Written out: the locale object would bring all of en-GB's words and
 * parsers to every first load for these twelve.
 */
export const MONTH_ABBREVIATIONS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const monthName = (month: number) => MONTH_ABBREVIATIONS[month - 1];
const dayText = ({ year, month, day }: WallClock) => `${day} ${monthName(month)} ${year}`;

/** "25 Nov 2026" for a date or a timestamp (its day in London); anything else as it came, or a dash. */
export function formatDate(value: unknown): string {
  const when = wallClockOf(value);
  if (when) return dayText(when);
  return typeof value === 'string' && value ? value : NONE;
}

/** "25 Nov 2026, 14:05" (London time) for a timestamp; a date-only value has no time to show. */
export function formatDateTime(value: unknown): string {
  const when = wallClockOf(value);
  if (!when) return formatDate(value);
  return when.time ? `${dayText(when)}, ${when.time}` : dayText(when);
}

/** True when a text is a date or timestamp as the platform writes them. */
export const isDateLike = (value: unknown) => wallClockOf(value) !== undefined;

const regions = new Intl.DisplayNames(LOCALE, { type: 'region', fallback: 'code' });

/** "GB" → "United Kingdom"; a code no one knows stays as it came. */
export function formatCountry(code: unknown): string {
  if (typeof code !== 'string' || !code) return NONE;
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** "200000" → "20-00-00"; anything that is not six digits stays as typed, so nothing is hidden. */
export function formatSortCode(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return NONE;
  const text = String(value);
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3') : text || NONE;
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const pounds = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'GBP' });

/** £10,000.00: pounds with two decimals (another currency in its own symbol). */
export function formatMoney(n: unknown, currency = 'GBP'): string {
  if (!isNumber(n)) return NONE;
  return currency === 'GBP'
    ? pounds.format(n)
    : new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(n);
}
