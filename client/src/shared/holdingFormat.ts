import { LOCALE } from '../data/i18nProvider';
import { formatDate, formatMoney } from './format';

/** Dates and pounds come from the console's one formatting module; re-exported for the pages that use them here. */
export { formatMoney };

/** Money, units and percentages as UK readers expect them; the platform's numbers are exact to the penny. */
const units = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 6 });
const percent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A unit price: at least pence, and every decimal the platform holds (up to six). */
export const formatPrice = (n: unknown, currency = 'GBP') =>
  isNumber(n)
    ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: 6 }).format(n)
    : '–';
export const formatUnits = (n: unknown) => (isNumber(n) ? units.format(n) : '–');
/** `growthPercent` comes as a percentage (12.5 for 12.5%). */
export const formatPercent = (n: unknown) => (isNumber(n) ? percent.format(n / 100) : '–');
/** A date-only value (YYYY-MM-DD) or a timestamp (its day in London), as 21 Nov 2026. */
export const formatDay = formatDate;
