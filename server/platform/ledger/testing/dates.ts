import { format, subBusinessDays } from 'date-fns';
import { londonToday } from '../clock';

/** The date `n` business days before today in London, for test prices of a known age. */
export const businessDaysAgo = (n: number, today = londonToday()) =>
  format(subBusinessDays(new Date(`${today}T12:00:00Z`), n), 'yyyy-MM-dd');
