/** Dates as a UK platform counts them: the London calendar day, tax years from 6 April, business days. */

const LONDON = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in London as YYYY-MM-DD. */
export const londonToday = (now = new Date()): string => LONDON.format(now);

/** Tax years and day arithmetic are the contract's (date-fns), shared with the console. */
export { dayBefore, plusBusinessDays, plusDays, taxYearOf, type TaxYear } from '../../../contract/dates';
