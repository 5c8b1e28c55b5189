import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDealingResult } from '../../../contract/transactions';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import type { Logger } from '../../log';
import { accounts, portfolioTransactions as t } from '../db/schema';
import { type Actor, londonToday } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { dealBatch, type AccountOrders, type Outcome } from './batch';
import { Market } from './market';
import { dealOne } from './one';

/**
 * Orders per batch (docs/decisions/0410): a batch is one database transaction of a fixed number of
 * statements, so larger batches mean fewer round trips, but they hold their accounts' locks longer (a
 * payment on one of them waits for the batch) and a failed batch is retried order by order. 250 orders
 * (about 25 accounts' worth in the benchmark) is past the point where larger batches stop paying.
 */
export const DEALING_BATCH_SIZE = 250;

/**
 * Batches dealt at once, each in its own transaction on its own connection (PGlite runs them in turn).
 * Batches hold disjoint accounts and every batch locks in the same order, so they never wait on each
 * other; two keep both of a small server's cores busy while one waits on the network.
 */
export const DEALING_CONCURRENCY = 2;

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface PlacedOrder {
  id: string;
  accountId: string;
  fundsWithdrawal: boolean;
}

/** Placed orders to deal, sells first (their proceeds may fund the buys), then oldest first. */
async function placedOrders(
  db: Database,
  firmId: string,
  scope: { caller?: Caller; accountId?: string },
): Promise<PlacedOrder[]> {
  return db
    .select({
      id: t.id,
      accountId: t.accountId,
      fundsWithdrawal: sql<boolean>`(${t.details}->>'fundsWithdrawal') IS NOT NULL`,
    })
    .from(t)
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .where(
      and(
        eq(t.firmId, firmId),
        eq(t.status, 'Placed'),
        eq(t.transactionType, 'Order'),
        scope.accountId ? eq(t.accountId, scope.accountId) : undefined,
        scope.caller ? inCallerSubtree(scope.caller, accounts.nodeId) : undefined,
      ),
    )
    .orderBy(sql`CASE WHEN ${t.movementType} = 'Sell' THEN 0 ELSE 1 END`, asc(t.createdAt), asc(t.id));
}

/**
 * Each account's orders in run order; accounts whose sells fund a withdrawal are dealt one order at a
 * time (each sale moves the withdrawal's hold), the rest in batches of whole accounts, by account id.
 */
function plan(orders: PlacedOrder[], batchSize: number) {
  const byAccount = new Map<string, AccountOrders>();
  const oneByOne = new Set<string>();
  for (const o of orders) {
    if (!byAccount.has(o.accountId)) byAccount.set(o.accountId, { accountId: o.accountId, ids: [] });
    byAccount.get(o.accountId)!.ids.push(o.id);
    if (o.fundsWithdrawal) oneByOne.add(o.accountId);
  }
  const batches: AccountOrders[][] = [];
  let current: AccountOrders[] = [];
  let size = 0;
  for (const id of [...byAccount.keys()].sort()) {
    if (oneByOne.has(id)) continue;
    const account = byAccount.get(id)!;
    if (size && size + account.ids.length > batchSize) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(account);
    size += account.ids.length;
  }
  if (current.length) batches.push(current);
  return { batches, oneByOne: [...oneByOne].sort().map((id) => byAccount.get(id)!) };
}

/** Deals orders one at a time; a fault on one (its database transaction rolled back) never stops the rest. */
async function dealEach(db: Database, actor: Actor, market: Market, ids: string[], log?: Logger) {
  const outcomes = new Map<string, Outcome>();
  for (const id of ids) {
    const outcome = await dealOne(db, actor, id, market).catch((err: unknown): Outcome => {
      log?.error('dealing an order failed', { transactionId: id, err });
      return {
        transactionId: id,
        status: 'Error',
        reason: 'An unexpected error occurred; the order stays Placed',
      };
    });
    if (outcome) outcomes.set(id, outcome);
  }
  return outcomes;
}

/** A dealing run over a firm's Placed orders (optionally one account's, or only the caller's subtree). */
export async function runDealing(
  db: Database,
  actor: Actor,
  scope: { caller?: Caller; accountId?: string; log?: Logger; batchSize?: number } = {},
  today = londonToday(),
): Promise<TDealingResult> {
  const orders = await placedOrders(db, actor.firmId, scope);
  const market = new Market(actor.firmId, today);
  const { batches, oneByOne } = plan(orders, scope.batchSize ?? DEALING_BATCH_SIZE);
  const outcomes = new Map<string, Outcome>();
  await eachConcurrently(batches, DEALING_CONCURRENCY, async (batch) => {
    const dealt = await db
      .transaction((tx) => dealBatch(tx, actor, market, batch))
      .catch((err: unknown) => {
        // The batch rolled back as a whole: deal its orders one by one, so only a faulty one fails.
        scope.log?.warn('a dealing batch failed; dealing its orders one by one', { err });
        return dealEach(
          db,
          actor,
          market,
          batch.flatMap((a) => a.ids),
          scope.log,
        );
      });
    for (const [id, outcome] of dealt) outcomes.set(id, outcome);
  });
  for (const account of oneByOne)
    for (const [id, outcome] of await dealEach(db, actor, market, account.ids, scope.log))
      outcomes.set(id, outcome);
  const dealt = orders.flatMap((o) => outcomes.get(o.id) ?? []);
  return {
    placed: orders.length,
    executed: dealt.filter((o) => o.status === 'Completed').length,
    rejected: dealt.filter((o) => o.status === 'Error').length,
    orders: dealt,
  };
}
