import { Decimal, pence, type DecimalValue } from '../../../contract/money';

/**
 * The platform's side of money (decision 0010): what contract/money.ts holds for everyone, plus the
 * conversions to and from the database's numeric columns and the API's JSON numbers. Values arrive from
 * the database as strings and leave the API rounded at the edge: money to 2 places, quantities and prices
 * to 6.
 */
export {
  Decimal,
  dec,
  formatPounds,
  moneyOut,
  pence,
  pennyFloor,
  unitsFloor,
  ZERO,
  type DecimalValue,
} from '../../../contract/money';

export const quantityOut = (v: DecimalValue): number => Number(new Decimal(v).toFixed(6));
export const priceOut = quantityOut;
export const moneyOrNull = (v: DecimalValue | null | undefined) =>
  v === null || v === undefined ? null : Number(pence(v).toFixed(2));

/** Database conversions: exact strings for numeric columns. */
export const moneyIn = (v: DecimalValue): string => pence(v).toFixed(2);
export const quantityIn = (v: DecimalValue): string => new Decimal(v).toFixed(6);
