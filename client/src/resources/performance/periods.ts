import { parseISO, startOfYear, subMonths, subYears } from 'date-fns';
import { dayBefore, isoDate, plusDays, taxYearOf } from '../../../../contract/dates';

/** A report's period as the platform takes it (YYYY-MM-DD, both days included). */
export interface ReportPeriod {
  fromDate?: string;
  toDate?: string;
}

/** The periods offered, in order; each key names its words (resources.performance.periods.*). */
export const PERIOD_KEYS = ['1M', '3M', '6M', 'YTD', 'taxYear', '1Y', 'sinceStart', 'custom'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

/** The day after the same date `months` back: "1M" on 26 November is 27 October to 26 November. */
const monthsBack = (today: string, months: number) =>
  plusDays(isoDate(subMonths(parseISO(today), months)), 1);

/**
 * The period a quick choice means on `today`. Since start leaves fromDate out (the platform starts at the
 * first posting); custom keeps what was typed.
 */
export function periodOf(key: PeriodKey, today: string, custom: ReportPeriod = {}): ReportPeriod {
  switch (key) {
    case '1M':
      return { fromDate: monthsBack(today, 1), toDate: today };
    case '3M':
      return { fromDate: monthsBack(today, 3), toDate: today };
    case '6M':
      return { fromDate: monthsBack(today, 6), toDate: today };
    case 'YTD':
      return { fromDate: isoDate(startOfYear(parseISO(today))), toDate: today };
    case 'taxYear':
      return { fromDate: taxYearOf(today).start, toDate: today };
    case '1Y':
      return { fromDate: plusDays(isoDate(subYears(parseISO(today), 1)), 1), toDate: today };
    case 'sinceStart':
      return { toDate: today };
    case 'custom':
      return custom;
  }
}

/** The day before a period's first day, where its opening value is taken (for words beside the figures). */
export const openingDay = (fromDate: string) => dayBefore(fromDate);
