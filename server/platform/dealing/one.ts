import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { portfolioTransactions as t } from '../db/schema';
import { priceOn } from '../assets/prices';
import {
  type Actor,
  applyTrade,
  changeTransaction,
  dec,
  lockAccount,
  lockTransaction,
  onSaleFinal,
  planOrder,
  stalePriceRefusal,
} from '../ledger';
import { moneyRefusal } from '../accounts/money-gate';
import type { Outcome } from './batch';
import { instrumentRefusal, venueOf, type Market } from './market';

/**
 * Deals one order in its own database transaction: lock the account, re-read the order (another run may
 * have dealt it), check the client and account may still trade and the latest price is fresh enough,
 * then write the trade or mark the order Error with why. The run uses it for an account whose sells fund
 * a withdrawal (each sale moves the withdrawal's hold, docs/decisions/0404) and, order by order, for a
 * batch whose statement failed, so one faulty order is isolated from the rest (docs/decisions/0410).
 */
export async function dealOne(
  db: Database,
  actor: Actor,
  id: string,
  market: Market,
): Promise<Outcome | undefined> {
  return db.transaction(async (tx) => {
    const [seen] = await tx.select({ accountId: t.accountId }).from(t).where(eq(t.id, id));
    const account = await lockAccount(tx, seen.accountId);
    const row = await lockTransaction(tx, actor.firmId, id);
    if (!row || row.status !== 'Placed') return undefined;
    await market.load(tx, [row.assetId!]);
    const instrument = market.instrument(row.assetId!)!;
    const latest = await priceOn(tx, instrument.id, market.today);
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
    const side = row.movementType === 'Sell' ? 'Sell' : 'Buy';
    // An order placed before its client or account stopped being allowed to trade is not dealt.
    const refused =
      moneyRefusal(account, side === 'Sell' ? 'sell' : 'buy') ??
      instrumentRefusal(side, instrument.firmStatus);
    if (refused) return fail(refused);
    if (!latest) return fail('The instrument has no price to deal at');
    const maxAge = await market.priceAge(tx, account.nodeId);
    const stale = stalePriceRefusal(instrument.name, latest.priceDate, market.today, maxAge);
    if (stale) return fail(stale);
    const ex = {
      price: dec(latest.price),
      tradeDate: market.today,
      venue: venueOf(instrument.instrumentType),
      transactionTime: new Date().toISOString().slice(11, 19),
    };
    const plan = await planOrder(tx, row, ex);
    if (!plan.ok) return fail(plan.reason);
    await applyTrade(tx, actor, row, ex, plan.trade);
    return { transactionId: id, status: 'Completed', reason: null };
  });
}
