import type { TAccountSummary } from '../../../../contract/accounts';
import { Decimal, dec, pence, ZERO } from '../../shared/money';

/**
 * An account as the review step reasons about it: cash and holdings from the platform's valuation, and
 * what the planned transactions would leave once they complete (dealt at the latest price). The platform
 * has the last word; the review shows the expected outcome before anything is written.
 */

export interface Holding {
  assetId: string;
  name: string;
  quantity: Decimal;
  /** The latest price; null when the instrument has none (the review then cannot value a trade). */
  price: Decimal | null;
  value: Decimal;
  bookValue: Decimal;
}

export interface Books {
  cash: Decimal;
  /** Cash not held back by open withdrawals, fees, orders or movements. */
  available: Decimal;
  holdings: Holding[];
}

export function booksOf(summary: TAccountSummary): Books {
  const holdings = summary.positions
    .filter((p) => p.positionType === 'Stock' && p.assetId)
    .map((p) => ({
      assetId: p.assetId!,
      name: p.assetName,
      quantity: dec(p.quantity),
      price: p.currentPrice === null ? null : dec(p.currentPrice),
      value: dec(p.currentValue),
      bookValue: dec(p.bookValue),
    }));
  return { cash: dec(summary.uninvestedCash), available: dec(summary.availableCash), holdings };
}

export const stockValue = (books: Books) => books.holdings.reduce((sum, h) => sum.plus(h.value), ZERO);
export const totalValue = (books: Books) => books.cash.plus(stockValue(books));

/** What one planned transaction does to the account once it completes. */
export type Effect =
  | { kind: 'cashIn'; amount: Decimal }
  | { kind: 'cashOut'; amount: Decimal }
  | { kind: 'buy'; assetId: string; name: string; price: Decimal | null; amount: Decimal }
  | { kind: 'sell'; assetId: string; quantity?: Decimal; amount?: Decimal; all?: boolean };

/** A buy spends at most its amount: units rounded down to six places, cost to the penny (decision 0402). */
function buy(books: Books, e: Extract<Effect, { kind: 'buy' }>): Books {
  if (!e.price || e.price.isZero()) return { ...books, cash: books.cash.minus(e.amount) };
  const units = e.amount.dividedBy(e.price).toDecimalPlaces(6, Decimal.ROUND_DOWN);
  const cost = pence(units.times(e.price));
  const held = books.holdings.find((h) => h.assetId === e.assetId);
  const next: Holding = held
    ? { ...held, quantity: held.quantity.plus(units), bookValue: held.bookValue.plus(cost), price: e.price }
    : { assetId: e.assetId, name: e.name, quantity: units, price: e.price, value: ZERO, bookValue: cost };
  next.value = pence(next.quantity.times(e.price));
  const others = books.holdings.filter((h) => h.assetId !== e.assetId);
  return { ...books, cash: books.cash.minus(cost), holdings: [...others, next] };
}

/** The units a sell takes: by quantity, by value (rounded up, as the platform does) or all; never more than held. */
export function unitsToSell(held: Holding, e: Extract<Effect, { kind: 'sell' }>): Decimal {
  let units = held.quantity;
  if (e.quantity) units = e.quantity;
  else if (e.amount && held.price && !held.price.isZero())
    units = e.amount.dividedBy(held.price).toDecimalPlaces(6, Decimal.ROUND_UP);
  return Decimal.min(units, held.quantity);
}

/** A sell removes book cost in proportion to the units sold (pooled average) and raises their value in cash. */
function sell(books: Books, e: Extract<Effect, { kind: 'sell' }>): Books {
  const held = books.holdings.find((h) => h.assetId === e.assetId);
  if (!held || held.quantity.isZero()) return books;
  const units = unitsToSell(held, e);
  const proceeds = held.price ? pence(units.times(held.price)) : ZERO;
  const left = held.quantity.minus(units);
  const next: Holding = {
    ...held,
    quantity: left,
    value: held.price ? pence(left.times(held.price)) : held.value,
    bookValue: left.isZero() ? ZERO : pence(held.bookValue.times(left).dividedBy(held.quantity)),
  };
  const holdings = books.holdings.map((h) => (h.assetId === e.assetId ? next : h));
  return { ...books, cash: books.cash.plus(proceeds), holdings };
}

function apply(books: Books, e: Effect): Books {
  switch (e.kind) {
    case 'cashIn':
      return { ...books, cash: books.cash.plus(e.amount) };
    case 'cashOut':
      return { ...books, cash: books.cash.minus(e.amount) };
    case 'buy':
      return buy(books, e);
    case 'sell':
      return sell(books, e);
  }
}

/** The account after every effect, in order. Sells come first when dealt, so callers list them first. */
export const applyEffects = (books: Books, effects: readonly Effect[]): Books => effects.reduce(apply, books);
