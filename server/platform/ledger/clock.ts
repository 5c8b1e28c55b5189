/** Dates as a UK platform counts them: the London calendar day, tax years from 6 April, business days. */

const LONDON = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in London as YYYY-MM-DD. */
export const londonToday = (now = new Date()): string => LONDON.format(now);

export interface TaxYear {
  start: string;
  end: string;
  /** "2026/27" */
  label: string;
}

/** The UK tax year (6 April to 5 April) a date falls in. */
export function taxYearOf(date: string): TaxYear {
  const year = Number(date.slice(0, 4));
  const startYear = date.slice(5) >= '04-06' ? year : year - 1;
  return {
    start: `${startYear}-04-06`,
    end: `${startYear + 1}-04-05`,
    label: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date `n` weekdays after `date` (settlement: T+n; bank holidays are not modelled). */
export function addBusinessDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}
