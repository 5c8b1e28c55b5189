import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { kindOf } from '../../../contract/ledger';
import { DEFAULT_BANK_FEED_DELAY_SECONDS, type TConfig } from '../../../contract/firm';
import type { Database } from '../db/connection';
import { nodeSettings, portfolioTransactions } from '../db/schema';
import { settingsKey } from '../firm/settings';
import { ROOT_NODE_ID } from '../nodes/subtree';
import type { Logger } from '../../log';
import { applyAction, BANK_FEED_ACTOR, lockAccountForRun, lockTransaction, londonToday } from '../ledger';

/** A firm that turned the simulated feed on at its root node, and how long its money takes to "arrive". */
interface FeedFirm {
  firmId: string;
  delaySeconds: number;
}

/** Firms whose own root configuration turns the feed on: a per-firm switch, off unless a firm sets it. */
async function firmsWithFeed(db: Database): Promise<FeedFirm[]> {
  const rows = await db
    .select({ firmId: nodeSettings.firmId, data: nodeSettings.data })
    .from(nodeSettings)
    .where(
      and(
        eq(nodeSettings.kind, settingsKey.config()),
        eq(nodeSettings.nodeId, ROOT_NODE_ID),
        sql`(${nodeSettings.data} ->> 'bankFeedSimulator') = 'true'`,
      ),
    );
  return rows.map(({ firmId, data }) => ({
    firmId,
    delaySeconds: (data as TConfig).bankFeedDelaySeconds ?? DEFAULT_BANK_FEED_DELAY_SECONDS,
  }));
}

/**
 * The firm's payments the bank would have settled by `now`: Waiting pay-ins and withdrawals that have
 * waited at least the delay since they last changed, dated today or before. Counted from the last change,
 * not the request: a withdrawal asked for days ago and authorised a moment ago has only just gone to the
 * bank. A withdrawal still waiting for its sales is left to dealing.
 */
async function duePayments(db: Database, firm: FeedFirm, now: Date) {
  const t = portfolioTransactions;
  const cutoff = new Date(now.getTime() - firm.delaySeconds * 1000);
  return db
    .select({ id: t.id, accountId: t.accountId })
    .from(t)
    .where(
      and(
        eq(t.firmId, firm.firmId),
        eq(t.status, 'Waiting'),
        eq(t.transactionType, 'Payment'),
        inArray(t.transactionSubType, ['Deposit', 'Withdrawal']),
        lte(t.updatedAt, cutoff),
        lte(t.transactionDate, londonToday()),
        sql`coalesce((${t.details} ->> 'awaitingSales')::boolean, false) = false`,
      ),
    )
    .orderBy(asc(t.createdAt), asc(t.id));
}

/**
 * Receives or pays out one payment through the payments desk's own path (applyAction), in its own
 * database transaction and the ledger's lock order: the account (and a capped wrapper's client), then the
 * transaction, re-read so a person who acted meanwhile wins.
 */
async function settleOne(db: Database, firmId: string, payment: { id: string; accountId: string }) {
  return db.transaction(async (tx) => {
    const accounts = await lockAccountForRun(tx, payment.accountId);
    const row = await lockTransaction(tx, firmId, payment.id);
    if (!row || row.status !== 'Waiting') return false;
    const kind = kindOf(row)!;
    await applyAction(
      tx,
      { firmId, userId: BANK_FEED_ACTOR },
      { row, kind, accounts },
      {
        transactionAction: 'Complete',
        completedDate: londonToday(),
        bankReference: `SIM ${row.id}`,
        actionReason:
          kind === 'payIn' ? 'Received by the simulated bank feed' : 'Paid out by the simulated bank feed',
      },
    );
    return true;
  });
}

export interface BankFeedResult {
  settled: number;
  failed: number;
}

/**
 * One pass of the simulated bank feed over every firm that turned it on. A payment the rules refuse (an
 * account that could not pay a withdrawal) is logged and left Waiting for a person on the payments desk.
 */
export async function runBankFeed(db: Database, log?: Logger, now = new Date()): Promise<BankFeedResult> {
  const result: BankFeedResult = { settled: 0, failed: 0 };
  for (const firm of await firmsWithFeed(db)) {
    for (const payment of await duePayments(db, firm, now)) {
      try {
        if (await settleOne(db, firm.firmId, payment)) result.settled += 1;
      } catch (err) {
        result.failed += 1;
        log?.warn('bank feed left a payment for the desk', { firmId: firm.firmId, id: payment.id, err });
      }
    }
  }
  return result;
}
