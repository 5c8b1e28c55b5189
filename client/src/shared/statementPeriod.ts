import { addDays, addMonths, format, parseISO, startOfQuarter, subDays, subMonths } from 'date-fns';
import { longDate, taxYearOf } from './taxYear';
import { UK_TIME_ZONE } from './format';

/** A statement's period, as the platform takes it (YYYY-MM-DD, both days included). */
export interface Period {
  fromDate: string;
  toDate: string;
}

const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** Today in London, as YYYY-MM-DD (the platform's calendar). */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: UK_TIME_ZONE }).format(now);

/** The last three months to today (the platform's own default for a valuation statement). */
export const lastThreeMonths = (today: string): Period => ({
  fromDate: iso(addDays(subMonths(parseISO(today), 3), 1)),
  toDate: today,
});

/** The last complete calendar quarter: on 26 November 2026, 1 July to 30 September 2026. */
export const lastQuarter = (today: string): Period => {
  const thisQuarter = startOfQuarter(parseISO(today));
  return { fromDate: iso(subMonths(thisQuarter, 3)), toDate: iso(subDays(thisQuarter, 1)) };
};

/** 6 April of this tax year to today. */
export const taxYearToDate = (today: string): Period => ({
  fromDate: taxYearOf(today).start,
  toDate: today,
});

/** The last complete tax year: 6 April to 5 April. */
export const lastTaxYear = (today: string): Period => {
  const { start } = taxYearOf(today);
  const fromDate = iso(subMonths(parseISO(start), 12));
  return { fromDate, toDate: iso(subDays(addMonths(parseISO(fromDate), 12), 1)) };
};

/** The quick choices of a period, in the order offered; each key names its words. */
export const PERIOD_PRESETS = [
  { key: 'lastQuarter', period: lastQuarter },
  { key: 'taxYearToDate', period: taxYearToDate },
  { key: 'lastTaxYear', period: lastTaxYear },
] as const;

/** "1 September 2026 to 26 November 2026". */
export const periodText = ({ fromDate, toDate }: Period) => `${longDate(fromDate)} to ${longDate(toDate)}`;
