import { format, parseISO } from 'date-fns';
import { Decimal, formatPounds, formatUnits } from '../../../contract/money';
import type { Disposal, Match } from './cgt';

/**
 * "Explain this number": how a disposal's gain was worked out, in the words an adviser would use with
 * the client and the figures HMRC's helpsheet HS284 would show. One line per step: the sale, each match in
 * the order the rules took them, the costs of selling, and the outcome. Amounts to the penny; a price per
 * share to up to four decimals, so an average such as £3.8967 is not shown as a rounder figure than it is.
 */

const longDate = (iso: string) => format(parseISO(iso), 'd MMMM yyyy');
const shares = (q: Decimal) => `${formatUnits(q)} ${q.equals(1) ? 'share' : 'shares'}`;

/** Pounds per share, at least two decimals and at most four. */
export function perShare(cost: Decimal, quantity: Decimal): string {
  const each = cost.div(quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const text = formatPounds(each.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  if (each.decimalPlaces() <= 2) return text;
  return `${text.slice(0, -2)}${each.toFixed(4).split('.')[1].replace(/0+$/, '')}`;
}

export function matchLine(m: Match): string {
  const at = perShare(m.cost, m.quantity);
  const cost = formatPounds(m.cost);
  if (m.rule === 'SAME_DAY') return `${shares(m.quantity)} matched same day at ${at}: ${cost}`;
  if (m.rule === 'S104') return `${shares(m.quantity)} from the pool at ${at} average: ${cost}`;
  return (
    `${shares(m.quantity)} matched with the purchase of ${longDate(m.acquisitionDate!)} ` +
    `(bought back within 30 days) at ${at}: ${cost}`
  );
}

export function explainDisposal(d: Disposal, assetName: string): string[] {
  const sold =
    `Sold ${shares(d.quantity)} of ${assetName} on ${longDate(d.date)} for ` +
    `${formatPounds(d.proceeds)} (${perShare(d.proceeds, d.quantity)} a share)`;
  const toBuy = d.allowableCost.minus(d.fees);
  const outcome = d.gain.isNegative()
    ? `a loss of ${formatPounds(d.gain.neg())}`
    : `a gain of ${formatPounds(d.gain)}`;
  return [
    sold,
    ...d.matches.map(matchLine),
    ...(d.fees.isZero() ? [] : [`Costs of selling: ${formatPounds(d.fees)}`]),
    `Allowable cost ${formatPounds(d.allowableCost)} (${formatPounds(toBuy)} to buy` +
      `${d.fees.isZero() ? '' : `, ${formatPounds(d.fees)} to sell`}), so ${outcome}`,
  ];
}
