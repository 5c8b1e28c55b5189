import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDealingResult } from '../../../contract/transactions';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import type { Logger } from '../../log';
import { accounts, assets, portfolioTransactions as t } from '../db/schema';
import { priceOn } from '../assets/prices';
import { londonToday } from '../ledger/clock';
import { lockAccount } from '../ledger/locks';
import { dec } from '../ledger/money';
import { onSaleFinal } from '../ledger/disinvest';
import { maxPriceAge, stalePriceRefusal } from '../ledger/freshness';
import { moneyRefusal } from '../ledger/gate';
import { changeTransaction, lockTransaction, type Actor } from '../ledger/record';
import { applyTrade, planOrder } from '../ledger/trade';
import { inCallerSubtree } from '../nodes/subtree';

type Outcome = TDealingResult['orders'][number];

/** Exchange-traded instruments deal on the London Stock Exchange; funds with their manager. */
const venueOf = (instrumentType: string) => (instrumentType === 'Fund' ? 'FUND' : 'XLON');

/** Placed orders to deal, sells first (their proceeds may fund the buys), then oldest first. */
async function placedOrders(db: Database, firmId: string, scope: { caller?: Caller; accountId?: string }) {
  return db
    .select({ id: t.id })
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

/** The price age each node accepts, read once per run (docs/decisions/0409). */
type PriceAges = Map<string, number>;
async function priceAgeAt(ages: PriceAges, tx: Tx, firmId: string, nodeId: string) {
  if (!ages.has(nodeId)) ages.set(nodeId, await maxPriceAge(tx, firmId, nodeId));
  return ages.get(nodeId)!;
}

/**
 * Deals one order in its own database transaction: lock the account, re-read the order (another run may
 * have dealt it), check the client and account may still trade and the latest price is fresh enough,
 * then write the trade or mark the order Error with why.
 */
async function dealOne(
  db: Database,
  actor: Actor,
  id: string,
  today: string,
  ages: PriceAges,
): Promise<Outcome | undefined> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ accountId: t.accountId }).from(t).where(eq(t.id, id));
    const account = await lockAccount(tx, seen.accountId);
    const row = await lockTransaction(tx, actor.firmId, id);
    if (!row || row.status !== 'Placed') return undefined;
    const [asset] = await tx.select().from(assets).where(eq(assets.id, row.assetId!));
    const latest = await priceOn(tx, asset.id, today);
    const fail = async (reason: string): Promise<Outcome> => {
      const failed = await changeTransaction(
        tx,
        actor,
        row,
        { status: 'Error', details: { statusReason: reason } },
        'reject',
      );
      await onSaleFinal(tx, actor, failed);
      return { transactionId: id, status: 'Error', reason };
    };
    // An order placed before its client or account stopped being allowed to trade is not dealt.
    const refused = moneyRefusal(account, row.movementType === 'Sell' ? 'sell' : 'buy');
    if (refused) return fail(refused);
    if (!latest) return fail('The instrument has no price to deal at');
    const maxAge = await priceAgeAt(ages, tx, account.firmId, account.nodeId);
    const stale = stalePriceRefusal(asset.name, latest.priceDate, today, maxAge);
    if (stale) return fail(stale);
    const ex = {
      price: dec(latest.price),
      tradeDate: today,
      venue: venueOf(asset.instrumentType),
      transactionTime: new Date().toISOString().slice(11, 19),
    };
    const plan = await planOrder(tx, row, ex);
    if (!plan.ok) return fail(plan.reason);
    await applyTrade(tx, actor, row, ex, plan.trade);
    return { transactionId: id, status: 'Completed', reason: null };
  });
}

/** A dealing run over a firm's Placed orders (optionally one account's, or only the caller's subtree). */
export async function runDealing(
  db: Database,
  actor: Actor,
  scope: { caller?: Caller; accountId?: string; log?: Logger } = {},
  today = londonToday(),
): Promise<TDealingResult> {
  const orders = await placedOrders(db, actor.firmId, scope);
  const outcomes: Outcome[] = [];
  const ages: PriceAges = new Map();
  for (const { id } of orders) {
    const outcome = await dealOne(db, actor, id, today, ages).catch((err: unknown): Outcome => {
      // A fault on one order (its database transaction rolled back) must not stop the rest of the run.
      scope.log?.error('dealing an order failed', { transactionId: id, err });
      return {
        transactionId: id,
        status: 'Error',
        reason: 'An unexpected error occurred; the order stays Placed',
      };
    });
    if (outcome) outcomes.push(outcome);
  }
  return {
    placed: orders.length,
    executed: outcomes.filter((o) => o.status === 'Completed').length,
    rejected: outcomes.filter((o) => o.status === 'Error').length,
    orders: outcomes,
  };
}
