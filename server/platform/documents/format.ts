import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { Decimal, formatPounds, formatUnits, type DecimalValue } from '../../../contract/money';
import type { z } from 'zod';
import type { ZAddress } from '../../../contract/clients';

type TAddress = z.output<typeof ZAddress>;

/** How documents write dates, times, money and addresses: en-GB, UK time, pounds to the penny. */

/** 2026-11-26 → 26 November 2026. */
export const longDate = (isoDate: string) => format(parseISO(isoDate), 'd MMMM yyyy', { locale: enGB });

/** 2026-11-26 → 26/11/2026 (tables). */
export const shortDate = (isoDate: string) => format(parseISO(isoDate), 'dd/MM/yyyy', { locale: enGB });

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as a person in the UK reads it: 26 November 2026 at 14:35. */
export function londonDateTime(at: Date): string {
  const parts = Object.fromEntries(LONDON_TIME.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

export const pounds = (v: DecimalValue | null | undefined) =>
  v === null || v === undefined ? '–' : formatPounds(v);
export const units = (v: DecimalValue | null | undefined) =>
  v === null || v === undefined ? '–' : formatUnits(v);
export const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '–' : `${v.toFixed(2)}%`;

/** The lines of a postal address, as on an envelope. */
export function addressLines(a: Partial<TAddress> | undefined): string[] {
  if (!a) return [];
  const first = [a.flatNumber, a.buildingName].filter(Boolean).join(', ');
  const street = [a.buildingNumber, a.address1].filter(Boolean).join(' ');
  return [first, street, a.address2, a.address3, a.address4, a.postCode].filter((l): l is string => !!l);
}

/** A dealing price, £ and at least two decimals, up to the six the ledger keeps: £2.00, £1.234567. */
export function price(v: DecimalValue): string {
  const exact = new Decimal(v).toDecimalPlaces(6);
  return `£${exact.decimalPlaces() < 2 ? exact.toFixed(2) : exact.toFixed()}`;
}

/** 1 → 1st, 22 → 22nd, 13 → 13th: a day of the month as a letter writes it. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
