import { Decimal } from 'decimal.js';
import { addBusinessDays } from '../ledger/clock';
import type { cashPostings, portfolioTransactions, stockPostings } from './schema';

/**
 * An in-memory ledger for the demo seed: it writes the same balanced double entry the platform writes
 * (Client against the Bank, Market and Fees books; decision 0402), keeping each account's cash and pooled
 * holdings so nothing seeded could not have happened through the API.
 */

type TxRow = typeof portfolioTransactions.$inferInsert;
type CashRow = typeof cashPostings.$inferInsert;
type StockRow = typeof stockPostings.$inferInsert;
export interface SeedAsset {
  id: string;
  name: string;
  isin: string;
}
interface Order {
  amount?: Decimal;
  units?: Decimal;
}
interface Fill {
  buying: boolean;
  units: Decimal;
  price: Decimal;
  consideration: Decimal;
  cost: Decimal;
  settles: string;
}
const execution = (f: Fill) => ({
  currency: 'GBP',
  price: f.price.toNumber(),
  venue: 'XLON',
  transactionTime: '12:00:00',
  executionAmount: f.consideration.toNumber(),
  executedQuantity: f.units.toNumber(),
});
interface Holding {
  units: Decimal;
  book: Decimal;
}

/** bulkInsert takes its columns from the first row, so every row carries every field. */
const EVERY_FIELD = {
  linkId: null,
  method: null,
  amount: null,
  quantity: null,
  assetId: null,
  counterAccountId: null,
  reservedCash: '0',
  reservedQuantity: '0',
  intendedSettlementDate: null,
  authorisedBy: null,
  version: 1,
} satisfies Partial<TxRow>;

const pence = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const at = (day: string, minute: number) => new Date(`${day}T09:00:00Z`).getTime() + minute * 60_000;

export class SeedBook {
  readonly transactions: TxRow[] = [];
  readonly cash: CashRow[] = [];
  readonly stock: StockRow[] = [];
  private readonly balances = new Map<string, Decimal>();
  private readonly holdings = new Map<string, Holding>();

  constructor(
    private readonly firmId: string,
    private readonly actorId: string,
    private readonly nextId: () => string,
  ) {}

  cashOf(accountId: string): Decimal {
    return this.balances.get(accountId) ?? new Decimal(0);
  }

  holdingOf(accountId: string, assetId: string): Holding {
    return this.holdings.get(`${accountId}|${assetId}`) ?? { units: new Decimal(0), book: new Decimal(0) };
  }

  /** One transaction row with the fields every seeded transaction shares. */
  private record(accountId: string, day: string, fields: Partial<TxRow>): string {
    const id = this.nextId();
    const createdAt = new Date(at(day, this.transactions.length % 480));
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

  deposit(accountId: string, day: string, amount: Decimal, method = 'Bank Transfer') {
    const id = this.record(accountId, day, { amount: amount.toFixed(2), method });
    this.post(
      id,
      day,
      [
        [accountId, amount],
        [null, amount.negated()],
      ],
      'DEPO',
      `Deposit by ${method}`,
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
    const fill: Fill = { buying, units, price, consideration, cost, settles: addBusinessDays(day, 2) };
    const id = this.record(accountId, day, {
      transactionType: 'Order',
      transactionSubType: 'At Best',
      movementType: buying ? 'Invest' : 'Sell',
      assetId: asset.id,
      amount: consideration.toFixed(2),
      quantity: units.toFixed(6),
      intendedSettlementDate: fill.settles,
      details: { executionDetails: execution(fill) },
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
