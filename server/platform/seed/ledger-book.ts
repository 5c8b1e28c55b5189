import { Decimal } from 'decimal.js';
import { plusBusinessDays } from '../ledger';
import type { cashPostings, stockPostings } from '../db/schema';
import { EVERY_FIELD, contractNote, execution, type Fill, type SeedAsset, type TxRow } from './ledger-rows';

/**
 * An in-memory ledger for the demo seed: it writes the same balanced double entry the platform writes
 * (Client against the Bank, Market and Fees books; decision 0402), keeping each account's cash and pooled
 * holdings so nothing seeded could not have happened through the API.
 */

type CashRow = typeof cashPostings.$inferInsert;
type StockRow = typeof stockPostings.$inferInsert;
export type { SeedAsset } from './ledger-rows';
interface Order {
  amount?: Decimal;
  units?: Decimal;
}
interface Holding {
  units: Decimal;
  book: Decimal;
}

const pence = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** A timestamp on a day at a minute of the day, never in the future (SeedCalendar.at). */
export type SeedClock = (day: string, minuteOfDay: number) => Date;

export class SeedBook {
  readonly transactions: TxRow[] = [];
  readonly cash: CashRow[] = [];
  readonly stock: StockRow[] = [];
  private readonly balances = new Map<string, Decimal>();
  private readonly holdings = new Map<string, Holding>();
  /** Who asks for the next instructions (an adviser or an administrator). */
  actorId: string;

  constructor(
    private readonly firmId: string,
    actorId: string,
    private readonly clock: SeedClock,
  ) {
    this.actorId = actorId;
  }

  /**
   * Gives the transactions their real ids once all are known (they are numbered in memory while the
   * history is written, so the seed asks the database for exactly as many ids as it uses).
   */
  renumber(ids: string[]) {
    const byTemporary = new Map(this.transactions.map((t, i) => [t.id!, ids[i]]));
    for (const t of this.transactions) {
      t.id = byTemporary.get(t.id!)!;
      const note = (t.details as { contractNote?: { reference: string } }).contractNote;
      if (note) note.reference = `CN-${t.id}`;
    }
    for (const c of this.cash) c.transactionId = byTemporary.get(c.transactionId)!;
    for (const s of this.stock) s.transactionId = byTemporary.get(s.transactionId)!;
  }

  cashOf(accountId: string): Decimal {
    return this.balances.get(accountId) ?? new Decimal(0);
  }

  holdingOf(accountId: string, assetId: string): Holding {
    return this.holdings.get(`${accountId}|${assetId}`) ?? { units: new Decimal(0), book: new Decimal(0) };
  }

  /** One transaction row with the fields every seeded transaction shares. */
  private record(accountId: string, day: string, fields: Partial<TxRow>): string {
    const id = `T${this.transactions.length}`;
    const createdAt = fields.createdAt ?? this.clock(day, 9 * 60 + (this.transactions.length % 480));
    this.transactions.push({
      ...EVERY_FIELD,
      id,
      firmId: this.firmId,
      accountId,
      transactionType: 'Payment',
      transactionSubType: 'Deposit',
      movementType: 'In',
      status: 'Completed',
      currency: 'GBP',
      transactionDate: day,
      completedDate: fields.status && fields.status !== 'Completed' ? null : day,
      requestedBy: this.actorId,
      details: {},
      createdBy: this.actorId,
      updatedBy: this.actorId,
      createdAt,
      updatedAt: createdAt,
      ...fields,
    });
    return id;
  }

  private post(
    id: string,
    day: string,
    legs: [string | null, Decimal][],
    code: string,
    narrative: string,
    valueDate = day,
  ) {
    for (const [accountId, amount] of legs) {
      this.cash.push({
        firmId: this.firmId,
        transactionId: id,
        book: accountId
          ? 'Client'
          : code === 'FEEA'
            ? 'Fees'
            : code === 'DEPO' || code === 'WDRL'
              ? 'Bank'
              : 'Market',
        accountId,
        transactionCode: code,
        narrative,
        postDate: day,
        valueDate,
        currency: 'GBP',
        amount: amount.toFixed(2),
      });
      if (accountId) this.balances.set(accountId, this.cashOf(accountId).plus(amount));
    }
  }

  /** A pay-in asked for on `day` and received on `received` (when the cash is posted). */
  deposit(accountId: string, day: string, received: string, amount: Decimal, method = 'Bank Transfer') {
    const id = this.record(accountId, day, { amount: amount.toFixed(2), method, completedDate: received });
    this.post(
      id,
      received,
      [
        [accountId, amount],
        [null, amount.negated()],
      ],
      'DEPO',
      `Deposit by ${method}`,
    );
  }

  /** A withdrawal to the client's bank, under the firm's authorisation threshold, paid out on `paid`. */
  withdraw(accountId: string, day: string, paid: string, amount: Decimal) {
    const id = this.record(accountId, day, {
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      method: 'BACS Credit',
      amount: amount.toFixed(2),
      completedDate: paid,
    });
    this.post(
      id,
      paid,
      [
        [accountId, amount.negated()],
        [null, amount],
      ],
      'WDRL',
      'Withdrawal by BACS Credit',
    );
  }

  fee(accountId: string, day: string, amount: Decimal) {
    const id = this.record(accountId, day, {
      transactionType: 'Cash',
      transactionSubType: 'Adviser Adhoc Fee',
      movementType: 'Out',
      amount: amount.toFixed(2),
      reservedCash: amount.toFixed(2),
    });
    this.post(
      id,
      day,
      [
        [accountId, amount.negated()],
        [null, amount],
      ],
      'FEEA',
      'Adviser ad hoc fee',
    );
  }

  /** A dealt order at `price`: a buy spends at most `amount`; a sell sells `units` at pooled book cost. */
  trade(accountId: string, asset: SeedAsset, day: string, price: Decimal, order: Order) {
    const buying = order.amount !== undefined;
    const units = buying
      ? order.amount!.dividedBy(price).toDecimalPlaces(6, Decimal.ROUND_DOWN)
      : order.units!;
    const held = this.holdingOf(accountId, asset.id);
    const consideration = pence(units.times(price));
    const cost = buying
      ? consideration
      : units.equals(held.units)
        ? held.book
        : pence(held.book.times(units).dividedBy(held.units));
    const fill: Fill = { buying, units, price, consideration, cost, settles: plusBusinessDays(day, 2) };
    const id = this.record(accountId, day, {
      transactionType: 'Order',
      transactionSubType: 'At Best',
      movementType: buying ? 'Invest' : 'Sell',
      assetId: asset.id,
      amount: consideration.toFixed(2),
      quantity: units.toFixed(6),
      intendedSettlementDate: fill.settles,
      details: {
        ...(buying ? { orderedAmount: order.amount!.toFixed(2) } : {}),
        executionDetails: execution(fill),
        contractNote: contractNote(asset, day, fill),
      },
    });
    this.postTrade(id, accountId, asset.id, day, fill);
    const sign = buying ? 1 : -1;
    this.holdings.set(`${accountId}|${asset.id}`, {
      units: held.units.plus(units.times(sign)),
      book: held.book.plus(cost.times(sign)),
    });
  }

  private postTrade(id: string, accountId: string, assetId: string, day: string, f: Fill) {
    const sign = f.buying ? 1 : -1;
    const code = f.buying ? 'BUYS' : 'SELL';
    const narrative = `${f.buying ? 'Bought' : 'Sold'} ${f.units.toFixed()} units`;
    const c = f.consideration;
    this.post(
      id,
      day,
      [
        [accountId, c.times(-sign)],
        [null, c.times(sign)],
      ],
      code,
      narrative,
      f.settles,
    );
    const leg = (owner: string | null, s: number, pl: Decimal | null): StockRow => ({
      firmId: this.firmId,
      transactionId: id,
      book: owner ? 'Client' : 'Market',
      accountId: owner,
      assetId,
      transactionCode: code,
      narrative,
      postDate: day,
      valueDate: f.settles,
      quantity: f.units.times(s).toFixed(6),
      value: c.times(s).toFixed(2),
      bookValue: f.cost.times(s).toFixed(2),
      profitLoss: pl ? pl.toFixed(2) : null,
    });
    this.stock.push(leg(accountId, sign, f.buying ? null : c.minus(f.cost)), leg(null, -sign, null));
  }

  /** An open instruction (no postings): a Waiting pay-in, a Placed buy or a Pending withdrawal. */
  open(accountId: string, day: string, fields: Partial<TxRow>) {
    return this.record(accountId, day, { completedDate: null, ...fields });
  }
}
