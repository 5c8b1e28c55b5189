import { and, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/ledger';
import type { Tx } from '../db/connection';
import { cashPostings, portfolioTransactions as t, stockPostings } from '../db/schema';
import { dec, type Decimal, type Holding, type Trade, type TransactionRow, ZERO } from '../ledger';

/**
 * A dealing batch's books, read in three statements once its accounts are locked, then kept in step in
 * memory as each order is dealt or fails: settled cash, what open transactions hold back, and holdings —
 * the same figures `ledger/postings/books.ts` derives per order, so an order in a batch is planned exactly as if
 * it were dealt alone after the ones before it (docs/decisions/0410).
 */

const key = (accountId: string, assetId: string) => `${accountId}|${assetId}`;
const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

export class BatchBooks {
  private readonly cash = new Map<string, Decimal>();
  private readonly heldCash = new Map<string, Decimal>();
  private readonly heldUnits = new Map<string, Decimal>();
  private readonly holdings = new Map<string, Holding>();

  static async read(tx: Tx, accountIds: string[]): Promise<BatchBooks> {
    const books = new BatchBooks();
    const cash = await tx
      .select({ accountId: cashPostings.accountId, total: total(cashPostings.amount) })
      .from(cashPostings)
      .where(inArray(cashPostings.accountId, accountIds))
      .groupBy(cashPostings.accountId);
    for (const r of cash) books.cash.set(r.accountId!, dec(r.total));
    const held = await tx
      .select({
        accountId: t.accountId,
        assetId: t.assetId,
        cash: total(t.reservedCash),
        units: total(t.reservedQuantity),
      })
      .from(t)
      .where(and(inArray(t.accountId, accountIds), inArray(t.status, [...OPEN_STATUSES])))
      .groupBy(t.accountId, t.assetId);
    for (const r of held) {
      books.add(books.heldCash, r.accountId, dec(r.cash));
      if (r.assetId) books.add(books.heldUnits, key(r.accountId, r.assetId), dec(r.units));
    }
    const units = await tx
      .select({
        accountId: stockPostings.accountId,
        assetId: stockPostings.assetId,
        quantity: total(stockPostings.quantity),
        bookValue: total(stockPostings.bookValue),
      })
      .from(stockPostings)
      .where(inArray(stockPostings.accountId, accountIds))
      .groupBy(stockPostings.accountId, stockPostings.assetId);
    for (const r of units)
      books.holdings.set(key(r.accountId!, r.assetId), {
        assetId: r.assetId,
        quantity: dec(r.quantity),
        bookValue: dec(r.bookValue),
      });
    return books;
  }

  private add(map: Map<string, Decimal>, k: string, amount: Decimal) {
    map.set(k, (map.get(k) ?? ZERO).plus(amount));
  }

  /** Settled cash less what every other open transaction holds back (`availableCash` less the order). */
  availableFor(row: TransactionRow): Decimal {
    const othersHold = (this.heldCash.get(row.accountId) ?? ZERO).minus(row.reservedCash);
    return (this.cash.get(row.accountId) ?? ZERO).minus(othersHold);
  }

  holding(accountId: string, assetId: string): Holding {
    return this.holdings.get(key(accountId, assetId)) ?? { assetId, quantity: ZERO, bookValue: ZERO };
  }

  /** Units of the holding not held back by the account's other open sells. */
  freeUnitsFor(row: TransactionRow): Decimal {
    const k = key(row.accountId, row.assetId!);
    const othersHold = (this.heldUnits.get(k) ?? ZERO).minus(row.reservedQuantity);
    return this.holding(row.accountId, row.assetId!).quantity.minus(othersHold);
  }

  /** The order is final (dealt or failed): what it held back is free again. */
  close(row: TransactionRow) {
    this.add(this.heldCash, row.accountId, dec(row.reservedCash).negated());
    if (row.assetId)
      this.add(this.heldUnits, key(row.accountId, row.assetId), dec(row.reservedQuantity).negated());
  }

  /** The trade's postings, as the account's books now include them. */
  apply(row: TransactionRow, trade: Trade) {
    const sign = trade.side === 'Buy' ? 1 : -1;
    // A buy pays its charges on top; a sale's charges come off its proceeds.
    const cash = trade.consideration.times(-sign).minus(trade.chargesTotal);
    this.add(this.cash, row.accountId, cash);
    const held = this.holding(row.accountId, row.assetId!);
    this.holdings.set(key(row.accountId, row.assetId!), {
      assetId: held.assetId,
      quantity: held.quantity.plus(trade.units.times(sign)),
      bookValue: held.bookValue.plus(trade.bookCost.times(sign)),
    });
    this.close(row);
  }
}
