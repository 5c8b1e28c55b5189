import { Decimal } from 'decimal.js';

/**
 * Exact decimal arithmetic for money, quantities and prices (docs/decisions/0010). Values arrive from the
 * database as strings and leave the API as JSON numbers rounded at the edge: money to 2 places,
 * quantities and prices to 6.
 */
export { Decimal };
export type DecimalValue = Decimal.Value;

export const ZERO = new Decimal(0);
export const dec = (v: DecimalValue | null | undefined): Decimal => new Decimal(v ?? 0);

/** Rounds to pence, half away from zero (banker's rounding is not the UK platform convention). */
export const pence = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** Rounds down to the nearest pence: what an order may spend without exceeding its amount. */
export const pennyFloor = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_DOWN);
/** Units rounded down to six places, so a purchase never costs more than the money behind it. */
export const unitsFloor = (v: DecimalValue): Decimal => new Decimal(v).toDecimalPlaces(6, Decimal.ROUND_DOWN);

/** Edge conversions: JSON numbers for the API. */
export const moneyOut = (v: DecimalValue): number => Number(pence(v).toFixed(2));
export const quantityOut = (v: DecimalValue): number => Number(new Decimal(v).toFixed(6));
export const priceOut = quantityOut;
export const moneyOrNull = (v: DecimalValue | null | undefined) =>
  v === null || v === undefined ? null : moneyOut(v);

/** Database conversions: exact strings for numeric columns. */
export const moneyIn = (v: DecimalValue): string => pence(v).toFixed(2);
export const quantityIn = (v: DecimalValue): string => new Decimal(v).toFixed(6);

/** £1,234.50: how messages name an amount. */
export function pounds(v: DecimalValue): string {
  const [whole, fraction] = pence(v).abs().toFixed(2).split('.');
  const sign = new Decimal(v).isNegative() && !pence(v).isZero() ? '-' : '';
  return `${sign}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
