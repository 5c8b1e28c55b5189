import type { Database, Tx } from '../db/connection';
import type { AppError } from '../errors';
import type { Logger } from '../../log';
import type { ClaimedItem, JobRow } from './queue';

/*
 * The shapes of a job kind's handler, apart from the registry (handlers.ts) so that an area's handler can
 * name them without importing the registry that imports it.
 */

/**
 * What each kind of job does for one item. A handler runs inside the item's transaction (the worker
 * commits its work and the item's Succeeded together), so it must write only through `tx`. A refusal it
 * can name (a client moved away, a document type not made yet) is an AppError below 500: the item is
 * Failed with that message as its outcome, in words a platform user reads. Anything else is unexpected:
 * the worker logs it and tries the item again a few times before failing it.
 */
export type JobHandler = (tx: Tx, job: JobRow, item: ClaimedItem) => Promise<HandlerResult>;

export interface HandlerResult {
  resultId?: string | null;
  outcome: string;
  /** Skipped: the item had nothing to do (an account already within its model's tolerance); else Succeeded. */
  status?: 'Succeeded' | 'Skipped';
}

/**
 * A kind whose item does its own database transactions (a scheduled run's dealing step commits batch by
 * batch, concurrently): the worker runs it outside the item's transaction and marks the item after. Such an
 * item must be safe to run twice, since a crash between its work and its mark repeats it.
 */
export interface OwnTransactionsHandler {
  ownTransactions(db: Database, job: JobRow, item: ClaimedItem, log: Logger): Promise<HandlerResult>;
}

/**
 * A kind whose claim of items is done in ONE transaction (a model rebalance's accounts: about thirty
 * statements an account one by one, a handful for fifty together; decision 0706). `batch` answers each
 * item's result, or the refusal that fails it; the items' outcomes commit with their work. If the claim
 * fails unexpectedly, the worker does its items one by one with `item`, so a fault stays with its own item.
 */
export interface BatchHandler {
  /** Items claimed at a time. */
  claimSize: number;
  batch(tx: Tx, job: JobRow, items: ClaimedItem[]): Promise<Map<string, HandlerResult | AppError>>;
  item: JobHandler;
}

export type AnyHandler = JobHandler | OwnTransactionsHandler | BatchHandler;
