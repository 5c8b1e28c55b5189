import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFieldError } from '../../../contract/errors';
import type {
  TClientSelection,
  TJob,
  TJobItem,
  TStartJob,
  ZJobItemQuery,
  ZJobQuery,
} from '../../../contract/jobs';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { jobItems, jobs } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { Page } from '../http/route';
import { londonToday } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { presentJobItem, presentJobs } from './presenter';
import { enqueueJob, retryFailed, type JobRow } from './queue';
import { selectClients } from './selection';

/** The job calls: start a run over a selection of clients, follow it, read its items, run its failures again. */

/** Every problem with a period at once: the end not after today, the start not after the end. */
function checkPeriod(fromDate: string, toDate: string, today = londonToday()) {
  const errors: TFieldError[] = [];
  if (toDate > today) errors.push({ fieldName: 'toDate', errorMessage: 'Must not be after today' });
  if (fromDate > toDate)
    errors.push({ fieldName: 'fromDate', errorMessage: 'Must be on or before the end date' });
  if (errors.length) throw badRequest(errors);
}

async function present(db: Tx, row: JobRow): Promise<TJob> {
  const [job] = await presentJobs(db, [row]);
  return job;
}

/**
 * POST /job: a report of one kind for every client of a selection (a node of the caller's subtree, a fee
 * group, the client list's filters), for a period. The clients are chosen now: they are the job's items.
 */
export async function startJob(db: Database, caller: Caller, body: TStartJob): Promise<TJob> {
  const { kind, fromDate, toDate, ...selection } = body;
  const chosen = await selectClients(db, caller, selection);
  checkPeriod(fromDate, toDate);
  const row = await db.transaction(async (tx) => {
    const job = await enqueueJob(tx, {
      firmId: caller.firmId,
      nodeId: selection.nodeId,
      kind,
      params: { fromDate, toDate, ...selectionParams(selection) },
      createdBy: caller.userId,
      items: chosen,
    });
    await recordAudit(tx, caller, {
      entityType: 'Job',
      entityId: job.id,
      action: 'create',
      before: null,
      after: { kind: job.kind, nodeId: job.nodeId, params: job.params, total: job.total },
    });
    return job;
  });
  return present(db, row);
}

/** What narrowed the selection, kept with the job so its page can say whom it covered. */
function selectionParams(selection: TClientSelection) {
  const { portfolioGroupId, status, clientType, name } = selection;
  return Object.fromEntries(
    Object.entries({ portfolioGroupId, status, clientType, name }).filter(([, v]) => v !== undefined),
  );
}

/** A job of the caller's firm whose node is in the caller's subtree; anything else does not exist. */
export async function findJob(db: Tx, caller: Caller, jobId: string, lock = false): Promise<JobRow> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.firmId, caller.firmId), eq(jobs.id, jobId), inCallerSubtree(caller, jobs.nodeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Job');
  return row;
}

/** GET /job/{firmId}: newest first, by kind and status, each with its progress. */
export async function listJobs(
  db: Database,
  caller: Caller,
  q: z.output<typeof ZJobQuery>,
): Promise<Page<TJob>> {
  const where = and(
    eq(jobs.firmId, caller.firmId),
    inCallerSubtree(caller, jobs.nodeId),
    q.kind ? eq(jobs.kind, q.kind) : undefined,
    q.status ? eq(jobs.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const items = await presentJobs(db, rows);
  return { items, count: Number(total.n), page: q.page, pageSize: q.pageSize };
}

/** GET /job/{firmId}/{jobId}. */
export async function getJob(db: Database, caller: Caller, jobId: string): Promise<TJob> {
  return present(db, await findJob(db, caller, jobId));
}

/** GET /job/{firmId}/{jobId}/items: in the order they run (by name), optionally one status. */
export async function listJobItems(
  db: Database,
  caller: Caller,
  jobId: string,
  q: z.output<typeof ZJobItemQuery>,
): Promise<Page<TJobItem>> {
  await findJob(db, caller, jobId);
  const where = and(eq(jobItems.jobId, jobId), q.status ? eq(jobItems.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobItems)
      .where(where)
      .orderBy(asc(jobItems.subjectName), asc(jobItems.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(jobItems).where(where),
  ]);
  return { items: rows.map(presentJobItem), count: Number(total.n), page: q.page, pageSize: q.pageSize };
}

/** POST /job/{firmId}/{jobId}/retry: its Failed items run again; a job with none is a 409. */
export async function retryJob(db: Database, caller: Caller, jobId: string): Promise<TJob> {
  const row = await db.transaction(async (tx) => {
    // Locked: two retries at once would both see the failures; the second now finds none.
    const job = await findJob(tx, caller, jobId, true);
    const again = await retryFailed(tx, job);
    if (!again) throw conflict('This job has no failed items to run again');
    await recordAudit(tx, caller, {
      entityType: 'Job',
      entityId: job.id,
      action: 'retry',
      before: { status: job.status },
      after: { status: job.startedAt ? 'Running' : 'Queued', itemsToRunAgain: again },
    });
    return findJob(tx, caller, jobId);
  });
  return present(db, row);
}
