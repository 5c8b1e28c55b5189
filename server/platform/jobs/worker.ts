import { eq } from 'drizzle-orm';
import type { TFieldError } from '../../../contract/errors';
import type { Database } from '../db/connection';
import { jobs } from '../db/schema';
import { AppError } from '../errors';
import type { Logger } from '../../log';
import { JOB_HANDLERS, type AnyHandler, type BatchHandler, type OwnTransactionsHandler } from './handlers';
import { deliverWebhooksOnce } from '../webhooks/deliver';
import { scheduleTimetable } from '../schedule/queue';
import {
  claimableJobs,
  claimItems,
  completeItem,
  completeItems,
  lockClaimed,
  lockClaimedItems,
  releaseItems,
  settleJobs,
  type ClaimedItem,
  type JobRow,
} from './queue';

/**
 * The job queue's worker: claims a small batch of one job's items, does each in its own transaction (or,
 * for a kind with a batch handler, the whole claim in one), and serves open jobs in turn (a batch each), so one firm's long run does not hold up another's. See
 * queue.ts for how claims, leases and a restart work; the worker itself keeps no state between passes.
 */

/** How often an idle worker looks for work: a job started in the console begins within this. */
export const JOB_POLL_MS = 2_000;
/** Items per claim: small, so a lease easily covers a batch and a stopping worker gives little back. */
export const JOB_BATCH_SIZE = 5;
/** Unexpected errors (not a refusal the handler named) are tried this many times before the item fails. */
export const JOB_MAX_ATTEMPTS = 3;

export interface JobWorkerDeps {
  db: Database;
  log: Logger;
}

export interface JobPassOptions {
  batchSize?: number;
  leaseMs?: number;
  /** Stop after this many items, giving the rest of the batch back (tests: a pass cut short). */
  maxItems?: number;
  /** Asked between items: true ends the pass, giving the rest of the batch back. */
  shouldStop?: () => boolean;
  /** The handlers by kind (tests only, to make an item fail in a chosen way). */
  handlers?: Record<string, AnyHandler>;
}

export interface JobPassResult {
  succeeded: number;
  failed: number;
  /** Given back to be tried again: an unexpected error, or a claim that lapsed and was taken by another. */
  retried: number;
}

type ItemEnd = keyof JobPassResult;

const UNEXPECTED =
  'An unexpected error occurred while making this item. Run the failed items again; if it keeps failing, ' +
  'contact support.';

/** A named refusal's words: the field errors' messages when it has them, else its message. */
function outcomeOf(err: AppError): string {
  const fields: TFieldError[] = err.fieldErrors;
  return fields.length ? fields.map((f) => f.errorMessage).join('; ') : err.message;
}

const isBatch = (handler: AnyHandler | undefined): handler is BatchHandler => !!handler && 'batch' in handler;

/** One item: its work and its Succeeded in one transaction; a refusal Fails it; a fault gives it back. */
async function processItem(
  deps: JobWorkerDeps,
  handlers: Record<string, AnyHandler>,
  job: JobRow,
  item: ClaimedItem,
): Promise<ItemEnd> {
  const kindHandler = handlers[job.kind];
  const handler = isBatch(kindHandler) ? kindHandler.item : kindHandler;
  try {
    const done =
      handler && 'ownTransactions' in handler
        ? await ownTransactionsItem(deps, handler, job, item)
        : await deps.db.transaction(async (tx) => {
            if (!(await lockClaimed(tx, item))) return false;
            if (!handler) throw new AppError(400, `Keel has no worker for "${job.kind}" jobs`);
            const result = await handler(tx, job, item);
            return completeItem(tx, item, { status: 'Succeeded', ...result });
          });
    return done ? 'succeeded' : 'retried';
  } catch (err) {
    const refused = err instanceof AppError && err.statusCode < 500;
    const about = { jobId: job.id, itemId: item.id, subjectId: item.subjectId, attempt: item.attempts };
    if (!refused && item.attempts < JOB_MAX_ATTEMPTS) {
      deps.log.warn('job item hit an error; it will be tried again', { ...about, err });
      await releaseItems(deps.db, [item]);
      return 'retried';
    }
    const outcome = refused ? outcomeOf(err) : UNEXPECTED;
    if (refused) deps.log.info('job item failed', { ...about, outcome });
    else deps.log.error('job item failed after repeated errors', { ...about, err });
    await completeItem(deps.db, item, { status: 'Failed', outcome });
    return 'failed';
  }
}

/** An item that does its own transactions: its work, then its mark under the claim (if it still holds). */
async function ownTransactionsItem(
  deps: JobWorkerDeps,
  handler: OwnTransactionsHandler,
  job: JobRow,
  item: ClaimedItem,
): Promise<boolean> {
  const result = await handler.ownTransactions(deps.db, job, item, deps.log);
  return deps.db.transaction(
    async (tx) => (await lockClaimed(tx, item)) && completeItem(tx, item, { status: 'Succeeded', ...result }),
  );
}

/**
 * A claim of a batch kind: every item and its outcome in one transaction. A claim that fails (a fault, or a
 * refusal of the whole run) is done again one item at a time, so each item ends as it would alone.
 */
async function processBatch(
  deps: JobWorkerDeps,
  handlers: Record<string, AnyHandler>,
  handler: BatchHandler,
  job: JobRow,
  items: ClaimedItem[],
): Promise<ItemEnd[]> {
  try {
    return await deps.db.transaction(async (tx) => {
      const mine = await lockClaimedItems(tx, items);
      const results = await handler.batch(tx, job, mine);
      const ends = mine.map((item) => {
        const result = results.get(item.id)!;
        return result instanceof AppError
          ? { item, result: { status: 'Failed' as const, outcome: outcomeOf(result) } }
          : { item, result: { status: 'Succeeded' as const, ...result } };
      });
      await completeItems(tx, ends);
      const failed = ends.filter((e) => e.result.status === 'Failed');
      if (failed.length) deps.log.info('job items failed', { jobId: job.id, failed: failed.length });
      // An item whose claim lapsed and was taken by another worker is that worker's now.
      return items.map((item): ItemEnd => {
        const end = ends.find((e) => e.item === item);
        if (!end) return 'retried';
        return end.result.status === 'Failed' ? 'failed' : 'succeeded';
      });
    });
  } catch (err) {
    deps.log.info('a claim could not be done at once; its items are done one by one', {
      jobId: job.id,
      items: items.length,
      err,
    });
    const ends: ItemEnd[] = [];
    for (const item of items) ends.push(await processItem(deps, handlers, job, item));
    return ends;
  }
}

async function loadJob(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * One full pass: serves every open job a batch at a time, round after round, until nothing is claimable
 * (items another worker holds, or whose claim has not lapsed, are left to it). For tests and the CLI; the
 * background worker runs the same pass.
 */
export async function runJobsOnce(deps: JobWorkerDeps, opts: JobPassOptions = {}): Promise<JobPassResult> {
  const handlers = opts.handlers ?? JOB_HANDLERS;
  const tally: JobPassResult = { succeeded: 0, failed: 0, retried: 0 };
  let processed = 0;
  const stop = () => opts.shouldStop?.() || (opts.maxItems !== undefined && processed >= opts.maxItems);
  // Jobs whose last item committed just before a crash, before they were marked finished.
  await settleJobs(deps.db);
  while (!stop()) {
    const open = await claimableJobs(deps.db);
    let claimedAny = false;
    for (const jobId of open) {
      if (stop()) break;
      const job = await loadJob(deps.db, jobId);
      const handler = job && handlers[job.kind];
      const claimed = job
        ? await claimItems(deps.db, {
            jobId,
            // Never claim more than a cut-short pass will do: a claim given back still counts an attempt.
            limit: Math.min(
              opts.batchSize ?? (isBatch(handler) ? handler.claimSize : JOB_BATCH_SIZE),
              (opts.maxItems ?? Infinity) - processed,
            ),
            leaseMs: opts.leaseMs,
          })
        : [];
      claimedAny ||= claimed.length > 0;
      if (isBatch(handler) && claimed.length) {
        for (const end of await processBatch(deps, handlers, handler, job!, claimed)) tally[end]++;
        processed += claimed.length;
      } else
        for (const [i, item] of claimed.entries()) {
          if (stop()) {
            await releaseItems(deps.db, claimed.slice(i));
            break;
          }
          tally[await processItem(deps, handlers, job!, item)]++;
          processed++;
        }
      await settleJobs(deps.db, [jobId]);
    }
    // Nothing taken: what looked claimable is being worked on by another worker (locked rows are skipped).
    if (!claimedAny) break;
  }
  return tally;
}

/**
 * Starts the background worker: a pass every `pollMs` (0 or less: off), never two at once. Each pass
 * first queues the scheduled runs of a slot it has not seen (every `scheduleSeconds`; 0: none, as in the
 * end-to-end tests), then works the queue, then drains the webhook outbox (decision 1002). A failed pass
 * is logged and the next one carries on. The stop function ends the pass in flight after the item (or
 * the batch kind's claim) in hand, gives back the rest of its batch and resolves once it has, so the database can close behind it.
 */
export function startJobWorker(
  deps: JobWorkerDeps,
  opts: { pollMs?: number; scheduleSeconds?: number } & Omit<JobPassOptions, 'shouldStop' | 'maxItems'> = {},
): () => Promise<void> {
  const pollMs = opts.pollMs ?? JOB_POLL_MS;
  if (!(pollMs > 0)) return async () => undefined;
  const timetable = scheduleTimetable(opts.scheduleSeconds ?? 0);
  let stopping = false;
  let pass: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (pass || stopping) return;
    pass = timetable(deps.db, deps.log)
      // A slot that could not be queued is tried again on the next pass; the queue's work goes on meanwhile.
      .catch((err: unknown) => deps.log.error('scheduled runs could not be queued', { err }))
      .then(() => runJobsOnce(deps, { ...opts, shouldStop: () => stopping }))
      .then(async (r) => {
        if (r.succeeded || r.failed) deps.log.info('job queue pass', { ...r });
        // The webhook outbox drains on the same pass (decision 1002): one timer, one stop, no overlap.
        const sent = await deliverWebhooksOnce(deps, { shouldStop: () => stopping });
        if (sent.delivered || sent.setAside) deps.log.info('webhook pass', { ...sent });
      })
      .catch((err: unknown) => deps.log.error('job queue pass failed', { err }))
      .finally(() => (pass = undefined));
  }, pollMs);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await pass;
  };
}
