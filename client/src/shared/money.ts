import { Decimal } from 'decimal.js';

/**
 * Money in the workflows: typed as text, held as decimal.js, sent as JSON numbers only at the edge
 * (docs/decisions/0010). Never float arithmetic.
 */
export { Decimal };

export const ZERO = new Decimal(0);
/** A number or numeric text from the platform (null means nothing). */
export const dec = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0);

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

/** Rounds to the penny, half away from zero, as the platform does. */
export const pence = (v: Decimal.Value) => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Rounds down to the penny: what a share of a sum may take without exceeding it. */
export const pennyFloor = (v: Decimal.Value) => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_DOWN);

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** £1,234.50 (en-GB), with a leading minus for a negative sum. */
export function formatPounds(v: Decimal.Value): string {
  const rounded = pence(v);
  const [whole, fraction] = rounded.abs().toFixed(2).split('.');
  return `${rounded.isNegative() && !rounded.isZero() ? '-' : ''}£${group(whole)}.${fraction}`;
}

/** Units to at most six decimals, grouped: 1,234.5678. */
export function formatUnits(v: Decimal.Value): string {
  const [whole, fraction] = new Decimal(v).toDecimalPlaces(6, Decimal.ROUND_DOWN).abs().toFixed().split('.');
  const sign = new Decimal(v).isNegative() ? '-' : '';
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The edge: a JSON number in pounds (exact for two decimals well inside the platform's limits). */
export const moneyOut = (d: Decimal) => Number(pence(d).toFixed(2));
export const quantityOut = (d: Decimal) => Number(d.toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed());
