import { Decimal } from '../../../contract/money';

/**
 * Money in the console's workflows: typed as text, held as decimal.js, sent as JSON numbers only at the
 * edge (decision 0010). Everything but the units' edge lives in contract/money.ts, shared with the platform.
 */
export {
  Decimal,
  dec,
  formatPounds,
  formatUnits,
  moneyOut,
  parseMoney,
  parsePercent,
  parseQuantity,
  pence,
  pennyFloor,
  ZERO,
} from '../../../contract/money';

/** The edge for units: a JSON number rounded down to six places, never more than was typed. */
export const quantityOut = (d: Decimal) => Number(d.toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed());
