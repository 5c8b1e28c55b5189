import { describe, expect, it } from 'vitest';
import { applyEffects, booksOf, totalValue } from './books';
import { dec } from '../../shared/money';
import { reviewRows } from './review';
import { summaryOf } from '../../shared/testing';

const books = booksOf(summaryOf());
const text = (d: { toFixed: () => string }) => d.toFixed();

describe('review computations', () => {
  it('when a valuation is read, then cash, available cash and each holding come from it as decimals', () => {
    expect(text(books.cash)).toBe('1000');
    expect(text(books.available)).toBe('1000');
    expect(
      books.holdings.map((h) => [h.assetId, text(h.quantity), text(h.value), text(h.bookValue)]),
    ).toEqual([
      ['F1', '100', '2000', '1800'],
      ['F2', '1000', '1000', '1000'],
    ]);
    expect(text(totalValue(books))).toBe('4000');
  });

  it('when a buy is at a price that does not divide it, then units round down and cash falls by their cost to the penny', () => {
    const after = applyEffects(books, [
      { kind: 'buy', assetId: 'F3', name: 'New fund', price: dec('3.333333'), amount: dec('100') },
    ]);
    const bought = after.holdings.find((h) => h.assetId === 'F3')!;
    expect(text(bought.quantity)).toBe('30.000003');
    expect(text(bought.bookValue)).toBe('100');
    expect(text(after.cash)).toBe('900');
  });

  it('when a sell by value is reviewed, then units round up and book cost falls in proportion (pooled average)', () => {
    const after = applyEffects(books, [{ kind: 'sell', assetId: 'F1', amount: dec('500.01') }]);
    const f1 = after.holdings.find((h) => h.assetId === 'F1')!;
    expect(text(f1.quantity)).toBe('74.9995');
    expect(text(f1.bookValue)).toBe('1349.99');
    expect(text(after.cash)).toBe('1500.01');
  });

  it('when everything of a holding is sold, then no units and no book cost remain', () => {
    const after = applyEffects(books, [{ kind: 'sell', assetId: 'F2', all: true }]);
    const f2 = after.holdings.find((h) => h.assetId === 'F2')!;
    expect([text(f2.quantity), text(f2.bookValue), text(after.cash)]).toEqual(['0', '0', '2000']);
  });

  it('when a sell asks for more units than held, then the review sells only what is held', () => {
    const after = applyEffects(books, [{ kind: 'sell', assetId: 'F1', quantity: dec(150) }]);
    expect(text(after.cash)).toBe('3000');
  });

  it('when pence are paid in and out, then no floating-point error creeps in', () => {
    const after = applyEffects(books, [
      { kind: 'cashIn', amount: dec('0.1') },
      { kind: 'cashIn', amount: dec('0.2') },
      { kind: 'cashOut', amount: dec('0.3') },
    ]);
    expect(text(after.cash)).toBe('1000');
  });

  it('when the rows are built, then held holdings come first, then new ones, cash and the total, each before → after', () => {
    const after = applyEffects(books, [
      { kind: 'buy', assetId: 'F3', name: 'New fund', price: dec(2), amount: dec(600) },
      { kind: 'cashOut', amount: dec(100) },
    ]);
    const rows = reviewRows(books, after);
    expect(rows.map((r) => [r.key, text(r.value.before), text(r.value.after), r.changed])).toEqual([
      ['F1', '2000', '2000', false],
      ['F2', '1000', '1000', false],
      ['F3', '0', '600', true],
      ['cash', '1000', '300', true],
      ['total', '4000', '3900', true],
    ]);
  });
});
