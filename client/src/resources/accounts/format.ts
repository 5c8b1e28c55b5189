import { LOCALE } from '../../data/i18nProvider';

/** Money, units and percentages as UK readers expect them; the platform's numbers are exact to the penny. */
const pounds = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'GBP' });
const units = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });
const percent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export const formatMoney = (n: unknown, currency = 'GBP') =>
  !isNumber(n)
    ? '–'
    : currency === 'GBP'
      ? pounds.format(n)
      : new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(n);
/** A unit price: at least pence, and every decimal the platform holds (up to six). */
export const formatPrice = (n: unknown, currency = 'GBP') =>
  isNumber(n)
    ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: 6 }).format(n)
    : '–';
export const formatUnits = (n: unknown) => (isNumber(n) ? units.format(n) : '–');
/** `growthPercent` comes as a percentage (12.5 for 12.5%). */
export const formatPercent = (n: unknown) => (isNumber(n) ? percent.format(n / 100) : '–');
/** A date-only value (YYYY-MM-DD) or a timestamp, as 21/11/2026. */
export const formatDay = (value: unknown) => {
  if (typeof value !== 'string' || !value) return '–';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
};
