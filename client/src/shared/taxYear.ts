/** The UK tax year a date falls in: 6 April to 5 April (ISA and JISA allowances run by it). */
export function taxYearOf(date: string) {
  const year = Number(date.slice(0, 4));
  const start = date.slice(5) >= '04-06' ? year : year - 1;
  return {
    start: `${start}-04-06`,
    end: `${start + 1}-04-05`,
    label: `${start}/${String((start + 1) % 100).padStart(2, '0')}`,
  };
}

const LONG = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 6 April 2026. */
export const longDate = (date: string) => LONG.format(new Date(`${date}T00:00:00Z`));
