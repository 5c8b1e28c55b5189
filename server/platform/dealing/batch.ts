import { and, eq, inArray } from 'drizzle-orm';
import type { TDealingResult } from '../../../contract/transactions';
import type { Tx } from '../db/connection';
import { cashPostings, portfolioTransactions as t, stockPostings } from '../db/schema';
import {
  type Actor,
  type Charging,
  cashRows,
  changeTransactionsTogether,
  contractNoteFor,
  type DealtChange,
  dec,
  executedChanges,
  type Execution,
  insertRows,
  lockAccountsForDealing,
  type Plan,
  planBuyWith,
  planSellWith,
  stalePriceRefusal,
  stockRows,
  tradeLegs,
  type TransactionRow,
} from '../ledger';
import { moneyRefusal, type LockedAccount } from '../accounts/money-gate';
import { BatchBooks } from './books';
import { deliverContractNotes, type ExecutedOrder } from '../messages/contract-notes';
import { instrumentRefusal, venueOf, type Market } from './market';
import { recordPositionEvents } from '../webhooks/outbox';

/**
 * Deals a batch of accounts' Placed orders in one database transaction with a fixed number of statements
 * (docs/decisions/0410): lock the accounts (owners shared, accounts by id), lock and re-read the orders,
 * read the books once, plan every order in memory in the run's order, then write every posting in two
 * multi-row INSERTs and every order's change and audit row in one UPDATE … FROM (VALUES …) and one INSERT.
 * An order that cannot be dealt is marked Error with why; it never stops the rest of the batch.
 */

export type Outcome = TDealingResult['orders'][number];
/** One account's orders in the order the run deals them (sells first, then oldest first). */
export interface AccountOrders {
  accountId: string;
  ids: string[];
}

type Postings = { cash: ReturnType<typeof cashRows>; stock: ReturnType<typeof stockRows> };

interface Batch {
  tx: Tx;
  market: Market;
  books: BatchBooks;
  changes: DealtChange[];
  postings: Postings;
  /** The orders executed, for their contract-note messages. */
  executed: ExecutedOrder[];
  transactionTime: string;
}

/** Why the order cannot be dealt now, before its plan: the gate, the instrument, its price. */
async function refusal(b: Batch, account: LockedAccount, row: TransactionRow) {
  const side = row.movementType === 'Sell' ? 'Sell' : 'Buy';
  const gate = moneyRefusal(account, side === 'Sell' ? 'sell' : 'buy');
  if (gate) return gate;
  const instrument = b.market.instrument(row.assetId!)!;
  const offered = instrumentRefusal(side, instrument.firmStatus);
  if (offered) return offered;
  if (!instrument.latest) return 'The instrument has no price to deal at';
  const maxAge = await b.market.priceAge(b.tx, account.nodeId);
  return stalePriceRefusal(instrument.name, instrument.latest.priceDate, b.market.today, maxAge);
}

function plan(b: Batch, row: TransactionRow, ex: Execution, charging: Charging): Plan {
  if (row.movementType !== 'Sell') return planBuyWith(row, ex, b.books.availableFor(row), charging);
  const held = b.books.holding(row.accountId, row.assetId!);
  return planSellWith(row, ex, held, b.books.freeUnitsFor(row), charging);
}

function fail(b: Batch, row: TransactionRow, reason: string): Outcome {
  b.books.close(row);
  b.changes.push({ row, changes: { status: 'Error', details: { statusReason: reason } }, action: 'reject' });
  return { transactionId: row.id, status: 'Error', reason };
}

/** Plans one order against the batch's books and queues its writes. */
async function dealInBatch(b: Batch, account: LockedAccount, row: TransactionRow): Promise<Outcome> {
  const refused = await refusal(b, account, row);
  if (refused) return fail(b, row, refused);
  const instrument = b.market.instrument(row.assetId!)!;
  const ex: Execution = {
    price: dec(instrument.latest!.price),
    tradeDate: b.market.today,
    venue: venueOf(instrument.instrumentType),
    transactionTime: b.transactionTime,
  };
  const charging = { instrument, tariff: await b.market.tariff(b.tx, account.nodeId) };
  const planned = plan(b, row, ex, charging);
  if (!planned.ok) return fail(b, row, planned.reason);
  const legs = tradeLegs(row, planned.trade, ex.tradeDate);
  b.postings.cash.push(...cashRows(row, legs.cash, legs.dates));
  b.postings.stock.push(...stockRows(row, legs.stock, legs.dates));
  const note = contractNoteFor(instrument, row, ex, planned.trade);
  b.changes.push({ row, changes: executedChanges(row, ex, planned.trade, note), action: 'execute' });
  b.executed.push({ id: row.id, accountId: row.accountId, note });
  b.books.apply(row, planned.trade);
  return { transactionId: row.id, status: 'Completed', reason: null };
}

/** Rows per INSERT: bounds one statement's JSON parameter. */
const POSTINGS_PER_STATEMENT = 4000;

async function write(b: Batch, actor: Actor) {
  for (let i = 0; i < b.postings.cash.length; i += POSTINGS_PER_STATEMENT)
    await insertRows(b.tx, cashPostings, b.postings.cash.slice(i, i + POSTINGS_PER_STATEMENT));
  for (let i = 0; i < b.postings.stock.length; i += POSTINGS_PER_STATEMENT)
    await insertRows(b.tx, stockPostings, b.postings.stock.slice(i, i + POSTINGS_PER_STATEMENT));
  await changeTransactionsTogether(b.tx, actor, b.changes);
  // One position.changed per holding and cash the batch moved, in one statement (decision 1001).
  await recordPositionEvents(b.tx, [...b.postings.cash, ...b.postings.stock]);
}

/** Deals the batch inside `tx`; the orders another run dealt meanwhile are skipped (no outcome). */
export async function dealBatch(
  tx: Tx,
  actor: Actor,
  market: Market,
  batch: AccountOrders[],
): Promise<Map<string, Outcome>> {
  const accounts = await lockAccountsForDealing(
    tx,
    batch.map((a) => a.accountId),
  );
  const ids = batch.flatMap((a) => a.ids);
  const locked = await tx
    .select()
    .from(t)
    .where(and(eq(t.firmId, actor.firmId), inArray(t.id, ids)))
    .for('update');
  const placed = new Map(locked.filter((r) => r.status === 'Placed').map((r) => [r.id, r]));
  await market.load(
    tx,
    [...placed.values()].map((r) => r.assetId!),
  );
  const books = await BatchBooks.read(tx, [...accounts.keys()]);
  const transactionTime = new Date().toISOString().slice(11, 19);
  const b: Batch = {
    tx,
    market,
    books,
    changes: [],
    postings: { cash: [], stock: [] },
    executed: [],
    transactionTime,
  };
  const outcomes = new Map<string, Outcome>();
  for (const { accountId, ids: orderIds } of batch)
    for (const id of orderIds) {
      const row = placed.get(id);
      if (row) outcomes.set(id, await dealInBatch(b, accounts.get(accountId)!, row));
    }
  await write(b, actor);
  await deliverContractNotes(tx, actor, b.executed);
  return outcomes;
}
