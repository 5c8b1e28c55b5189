import type { TChargeType } from '../../../contract/documents';
import { Decimal, dec, pence, ZERO, type DecimalValue } from '../../../contract/money';
import { chargesOn, type Charged, type Tariff } from '../ledger/settlement/charges';

/**
 * A trade illustration (decision 0900): what a proposed deal would cost, before it is placed, from the
 * same tariff and the same rules the dealing run charges by (ledger/settlement/charges.ts, decision 0413):
 * the firm's dealing charge, stamp duty reserve tax of 0.5 % on a purchase of UK shares and the PTM levy
 * of £1.50 on a deal in UK shares over £10,000. The taxes are shown whether or not the firm's tariff has
 * the platform collect them, because the client bears them either way; the dealing charge is the tariff's.
 *
 * The spread is an implicit cost: the price dealt is half the bid-offer spread away from the mid price, so
 * the cost of a deal of `consideration` is consideration × spread ÷ 2. It is disclosed as a transaction
 * cost ('Ex Ante Transaction'), and it is not added to what is paid, since it is already in the price.
 */

export interface TradeIllustrationInput {
  side: 'Buy' | 'Sell';
  instrument: Charged;
  /** The value dealt at the mid price, in pounds. */
  consideration: DecimalValue;
  tariff: Tariff;
  /** The full bid-offer spread as a percentage of the mid price (0.2 for 0.2 %); none if omitted. */
  spreadPercent?: DecimalValue;
}

export interface TradeCostLine {
  type: TChargeType;
  amount: Decimal;
  /** Of the consideration, to two decimals. */
  percent: Decimal;
  /** True for the spread: in the price, not a separate payment. */
  implicit: boolean;
}

export interface TradeIllustration {
  side: 'Buy' | 'Sell';
  consideration: Decimal;
  lines: TradeCostLine[];
  totalCost: Decimal;
  totalPercent: Decimal;
  /** Buy: consideration plus the explicit charges; Sell: consideration less them. */
  cashMovement: Decimal;
}

export function tradeIllustration(input: TradeIllustrationInput): TradeIllustration {
  const consideration = pence(input.consideration);
  const percentOf = (amount: Decimal) =>
    consideration.isZero()
      ? ZERO
      : amount.dividedBy(consideration).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const tariff = { ...input.tariff, collectStampDuty: true, collectPtmLevy: true };
  const explicit = chargesOn(input.side, input.instrument, consideration, tariff).map((l) => ({
    type: l.type,
    amount: l.amount,
    percent: percentOf(l.amount),
    implicit: false,
  }));
  const spread = pence(consideration.times(dec(input.spreadPercent ?? 0)).dividedBy(200));
  const lines: TradeCostLine[] = spread.greaterThan(0)
    ? [
        ...explicit,
        { type: 'Ex Ante Transaction', amount: spread, percent: percentOf(spread), implicit: true },
      ]
    : explicit;
  const charged = explicit.reduce((s, l) => s.plus(l.amount), ZERO);
  const totalCost = charged.plus(spread);
  return {
    side: input.side,
    consideration,
    lines,
    totalCost,
    totalPercent: percentOf(totalCost),
    cashMovement: input.side === 'Buy' ? consideration.plus(charged) : consideration.minus(charged),
  };
}
