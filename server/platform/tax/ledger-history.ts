import { eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { cashPostings, portfolioTransactions, stockPostings } from '../db/schema';
import {
  cashRows,
  contractNoteFor,
  Decimal,
  executedChanges,
  planBuyWith,
  planSellWith,
  stockRows,
  tradeLegs,
  type Holding,
  type Tariff,
  type TransactionRow,
} from '../ledger';

/**
 * Dealt history on past dates, for the demo seed and the capital gains tests. The API deals only today
 * (an order is placed today and executed on or after it), and matching needs trades across months and tax
 * years; so this writes what the dealing run would have written on those days, through the ledger's own
 * planning (charges from the tariff: dealing charge, stamp duty, PTM levy), its legs and posting rows,
 * and its executed order with its contract note. Each account is paid in first what its buys may cost, so
 * no balance ever goes below zero.
 */

export interface Instrument {
  id: string;
  name: string;
  isin: string;
  instrumentType: string;
}

export interface PastTrade {
  accountId: string;
  instrument: Instrument;
  date: string;
  side: 'Buy' | 'Sell';
  units: Decimal.Value;
  price: Decimal.Value;
}

export interface PastDealing {
  firmId: string;
  /** Who placed the orders (a user id or a system actor). */
  actorId: string;
  tariff: Tariff;
}

/** What a buy may cost with its charges (dealing, 0.5 % stamp, the levy), rounded up to the pound. */
const mostItCosts = (t: PastTrade) =>
  new Decimal(t.units).times(t.price).times('1.01').plus(50).toDecimalPlaces(0, Decimal.ROUND_UP);

/** The pay-in each account needs before its first trade: what all its buys may cost. */
function payIns(trades: PastTrade[]): Map<string, Decimal> {
  const needs = new Map<string, Decimal>();
  for (const t of trades)
    if (t.side === 'Buy')
      needs.set(t.accountId, (needs.get(t.accountId) ?? new Decimal(0)).plus(mostItCosts(t)));
  return needs;
}

export async function writePastTrades(tx: Tx, dealing: PastDealing, trades: PastTrade[]): Promise<string[]> {
  const sorted = [...trades].sort((a, b) => a.date.localeCompare(b.date));
  const held = new Map<string, Holding>();
  const needs = payIns(sorted);
  const funded = new Set<string>();
  const ids: string[] = [];
  for (const t of sorted) {
    if (!funded.has(t.accountId) && needs.has(t.accountId)) {
      await payIn(tx, dealing, t.accountId, t.date, needs.get(t.accountId)!);
      funded.add(t.accountId);
    }
    ids.push(await deal(tx, dealing, t, held));
  }
  return ids;
}

/** A past trade was recorded on its own day (midday UTC), not when the history was written. */
const base = (dealing: PastDealing, accountId: string, date: string) => ({
  createdAt: new Date(`${date}T12:00:00Z`),
  updatedAt: new Date(`${date}T12:00:00Z`),
  firmId: dealing.firmId,
  accountId,
  currency: 'GBP',
  status: 'Completed',
  transactionDate: date,
  completedDate: date,
  requestedBy: dealing.actorId,
  createdBy: dealing.actorId,
  updatedBy: dealing.actorId,
});

async function payIn(tx: Tx, dealing: PastDealing, accountId: string, date: string, amount: Decimal) {
  const [row] = await tx
    .insert(portfolioTransactions)
    .values({
      ...base(dealing, accountId, date),
      transactionType: 'Payment',
      transactionSubType: 'Deposit',
      movementType: 'In',
      method: 'Bank Transfer',
      amount: amount.toFixed(2),
    })
    .returning({ id: portfolioTransactions.id });
  const narrative = 'Deposit by Bank Transfer';
  const legs = [
    { book: 'Client' as const, accountId, code: 'DEPO' as const, narrative, amount },
    { book: 'Bank' as const, code: 'DEPO' as const, narrative, amount: amount.neg() },
  ];
  const owner = { id: row.id, firmId: dealing.firmId };
  await tx.insert(cashPostings).values(cashRows(owner, legs, { postDate: date, valueDate: date }));
}

async function deal(tx: Tx, dealing: PastDealing, t: PastTrade, held: Map<string, Holding>) {
  const key = `${t.accountId}|${t.instrument.id}`;
  const holding = held.get(key) ?? {
    assetId: t.instrument.id,
    quantity: new Decimal(0),
    bookValue: new Decimal(0),
  };
  const [row] = (await tx
    .insert(portfolioTransactions)
    .values({
      ...base(dealing, t.accountId, t.date),
      status: 'Placed',
      completedDate: null,
      transactionType: 'Order',
      transactionSubType: 'At Best',
      movementType: t.side === 'Buy' ? 'Invest' : 'Sell',
      assetId: t.instrument.id,
      amount: t.side === 'Buy' ? mostItCosts(t).toFixed(2) : null,
      quantity: t.side === 'Sell' ? new Decimal(t.units).toFixed(6) : null,
    })
    .returning()) as TransactionRow[];
  const units = new Decimal(t.units);
  const ex = {
    price: new Decimal(t.price),
    units,
    tradeDate: t.date,
    venue: 'XLON',
    transactionTime: '11:00:00',
  };
  const charging = { instrument: t.instrument, tariff: dealing.tariff };
  const plan =
    t.side === 'Buy'
      ? planBuyWith(row, ex, mostItCosts(t), charging)
      : planSellWith(row, ex, holding, holding.quantity, charging);
  if (!plan.ok) throw new Error(`${t.side} of ${t.instrument.name} on ${t.date}: ${plan.reason}`);
  const legs = tradeLegs(row, plan.trade, t.date);
  await tx.insert(cashPostings).values(cashRows(row, legs.cash, legs.dates));
  await tx.insert(stockPostings).values(stockRows(row, legs.stock, legs.dates));
  const note = contractNoteFor(t.instrument, row, ex, plan.trade);
  await tx
    .update(portfolioTransactions)
    .set(executedChanges(row, ex, plan.trade, note))
    .where(eq(portfolioTransactions.id, row.id));
  const sign = t.side === 'Buy' ? 1 : -1;
  held.set(key, {
    ...holding,
    quantity: holding.quantity.plus(plan.trade.units.times(sign)),
    bookValue: holding.bookValue.plus(plan.trade.bookCost.times(sign)),
  });
  return row.id;
}
