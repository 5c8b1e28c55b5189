/** The UK tax year a date falls in: 6 April to 5 April (ISA and JISA allowances run by it). */
export { taxYearOf } from '../../../contract/dates';

const LONG = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 6 April 2026. */
export const longDate = (date: string) => LONG.format(new Date(`${date}T00:00:00Z`));
