import type { AUTO_DISINVEST, SELL_DOWN_METHODS } from '../../../../contract/enums';
import { stockValue, type Books, type Effect } from '../shared/books';
import { Decimal, pence, ZERO } from '../../shared/money';

export type AutoDisinvest = (typeof AUTO_DISINVEST)[number];
export type SellDown = (typeof SELL_DOWN_METHODS)[number];

const sellAll = (assetId: string): Effect => ({ kind: 'sell', assetId, all: true });

/**
 * The sells a withdrawal short of cash by `shortfall` asks for (an estimate at the latest prices; the
 * platform plans the real ones): Full sells every holding; Partial raises the shortfall from the largest
 * holding first, or from every holding in proportion to its value.
 */
export function sellDownEffects(
  books: Books,
  shortfall: Decimal,
  auto: AutoDisinvest,
  how: SellDown,
): Effect[] {
  const held = books.holdings.filter((h) => h.quantity.greaterThan(0));
  if (auto === 'Full' || shortfall.greaterThanOrEqualTo(stockValue(books)))
    return held.map((h) => sellAll(h.assetId));
  if (how === 'Proportional') {
    const total = stockValue(books);
    return held.map((h) => {
      const share = pence(shortfall.times(h.value).dividedBy(total).toDecimalPlaces(2, Decimal.ROUND_UP));
      return share.greaterThanOrEqualTo(h.value)
        ? sellAll(h.assetId)
        : { kind: 'sell', assetId: h.assetId, amount: share };
    });
  }
  const effects: Effect[] = [];
  let left = shortfall;
  for (const h of [...held].sort((a, b) => b.value.comparedTo(a.value))) {
    if (!left.greaterThan(ZERO)) break;
    effects.push(
      left.greaterThanOrEqualTo(h.value)
        ? sellAll(h.assetId)
        : { kind: 'sell', assetId: h.assetId, amount: left },
    );
    left = left.minus(h.value);
  }
  return effects;
}
