/**
 * Spec §5 and §9: report date filters are sent as date-only text, YYYY-MM-DD. A Date means a day on the
 * UK calendar (the platform's), whatever time zone the browser is in: 00:30 BST on 1 April is 1 April.
 */
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UK_ENTRY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function checked(year: string, month: string, day: string, original: unknown): string {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const text = `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw new Error(`Not a date: ${original}`);
  return text;
}

function fromDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('Not a date: Invalid Date');
  const parts = Object.fromEntries(UK_DAY.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A Date, an ISO date or timestamp, or a UK-entered DD/MM/YYYY, as the YYYY-MM-DD the platform expects. */
export function toReportDate(value: Date | string): string {
  if (value instanceof Date) return fromDate(value);
  const text = value.trim();
  const iso = ISO_DAY.exec(text);
  if (iso) return checked(iso[1], iso[2], iso[3], value);
  const uk = UK_ENTRY.exec(text);
  if (uk) return checked(uk[3], uk[2], uk[1], value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return fromDate(new Date(text));
  throw new Error(`Not a date: ${value}`);
}

export interface ReportDates {
  fromDate?: Date | string | null;
  toDate?: Date | string | null;
}

/** The fromDate/toDate query of the report and summary calls; empty values are left out. */
export function reportDateQuery({ fromDate, toDate }: ReportDates): { fromDate?: string; toDate?: string } {
  return {
    ...(fromDate ? { fromDate: toReportDate(fromDate) } : {}),
    ...(toDate ? { toDate: toReportDate(toDate) } : {}),
  };
}
