import { Decimal } from 'decimal.js';

/**
 * Money, quantities and prices, exactly (decision 0010), for the console and the platform alike: held as
 * decimal.js, parsed from what a person types, rounded as the platform rounds, formatted the one way
 * messages and documents name an amount. JSON numbers only at the edge.
 */
export { Decimal };
export type DecimalValue = Decimal.Value;

export const ZERO = new Decimal(0);
/** A number or numeric text (from the database or the API); null means nothing. */
export const dec = (v: DecimalValue | null | undefined): Decimal => new Decimal(v ?? 0);

/** Rounds to pence, half away from zero (banker's rounding is not the UK platform convention). */
export const pence = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Rounds down to the penny: what a share of a sum, or an order, may take without exceeding it. */
export const pennyFloor = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_DOWN);
/** Units rounded down to six places, so a purchase never costs more than the money behind it. */
export const unitsFloor = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(6, Decimal.ROUND_DOWN);

/** The edge: a JSON number in pounds (exact for two decimals well inside the platform's limits). */
export const moneyOut = (v: DecimalValue): number => Number(pence(v).toFixed(2));

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * £1,234.50 (en-GB), a leading minus for a negative sum: how messages, documents and the workflows' own
 * sums name an amount. (The console's tables format the API's numbers with `formatMoney`, which also
 * knows other currencies.)
 */
export function formatPounds(v: DecimalValue): string {
  const rounded = pence(v);
  const [whole, fraction] = rounded.abs().toFixed(2).split('.');
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}£${group(whole)}.${fraction}`;
}

/** Units to at most six decimals, grouped: 1,234.5678. */
export function formatUnits(v: DecimalValue): string {
  const [whole, fraction] = new Decimal(v).toDecimalPlaces(6, Decimal.ROUND_DOWN).abs().toFixed().split('.');
  const sign = new Decimal(v).isNegative() ? '-' : '';
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

const strip = (text: string) => text.replace(/[£,\s]/g, '');

/** Pounds as typed ("1,250.5", "£10000"): a positive amount with at most two decimals, or undefined. */
export function parseMoney(text: string): Decimal | undefined {
  const t = strip(text);
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const d = new Decimal(t);
  return d.isZero() ? undefined : d;
}

/** Units as typed: a positive quantity with at most six decimals, or undefined. */
export function parseQuantity(text: string): Decimal | undefined {
  const t = strip(text);
  if (!/^\d+(\.\d{1,6})?$/.test(t)) return undefined;
  const d = new Decimal(t);
  return d.isZero() ? undefined : d;
}

/** A percentage as typed: more than 0, at most 100, at most two decimals, or undefined. */
export function parsePercent(text: string): Decimal | undefined {
  const t = text.replace(/[%\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const d = new Decimal(t);
  return d.isZero() || d.greaterThan(100) ? undefined : d;
}
