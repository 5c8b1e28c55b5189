import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TJobItemStatus, TJobKind, TJobStatus } from '../../../contract/jobs';
import type { Tx } from '../db/connection';
import { jobItems, jobs } from '../db/schema';

/**
 * The one job queue (decision 0602): a job is a named bulk run, its items the units of work. Everything
 * here is plain SQL on two tables, so any area can enqueue inside its own transaction and any number of
 * workers (one per replica) can drain the queue together.
 *
 * Claims and leases: a worker claims a small batch of Pending items by stamping `claimed_until` (a lease)
 * and adding one to `attempts`, with FOR UPDATE SKIP LOCKED so two workers never claim the same row. The
 * item's work and its status change then run in ONE transaction that first re-locks the item, fenced by
 * the attempt number it claimed: a worker whose lease lapsed and whose item was claimed again finds no row
 * and leaves it alone, and while a worker holds the row lock nobody else can claim it, lease or not.
 *
 * Restart: nothing runs at start-up. A crash rolls back the item in flight (it stays Pending, never half
 * done) and leaves its batch claimed; once the lease lapses those items are claimable again and the next
 * pass, on this process or another, takes them. At most one lease of delay, never a duplicate.
 */

export type JobRow = typeof jobs.$inferSelect;
export type JobItemRow = typeof jobItems.$inferSelect;

/** How long a claim holds a batch: far longer than a batch takes, short enough that a restart resumes soon. */
export const JOB_LEASE_MS = 60_000;

/** Rows per insert statement of a job's items: well inside PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 5_000;

export interface NewJob {
  firmId: string;
  nodeId: string;
  kind: TJobKind;
  params: Record<string, unknown>;
  createdBy: string;
  items: { subjectId: string; subjectName: string }[];
}

/**
 * Queues a job and its items in the caller's transaction, so the work is queued if and only if what asked
 * for it commits (the dealing run queues its contract notes this way). A subject listed twice is one item.
 */
export async function enqueueJob(tx: Tx, job: NewJob): Promise<JobRow> {
  return (await insertJob(tx, job))!;
}

/**
 * Queues a run the platform starts on a timetable, once per `scheduleKey` (unique): undefined when that key
 * was queued already, by this process or another replica.
 */
export function enqueueScheduledJob(tx: Tx, job: NewJob, scheduleKey: string): Promise<JobRow | undefined> {
  return insertJob(tx, job, scheduleKey);
}

async function insertJob(tx: Tx, job: NewJob, scheduleKey?: string): Promise<JobRow | undefined> {
  const bySubject = new Map(job.items.map((i) => [i.subjectId, i]));
  const items = [...bySubject.values()];
  const insert = tx.insert(jobs).values({
    firmId: job.firmId,
    nodeId: job.nodeId,
    kind: job.kind,
    params: job.params,
    createdBy: job.createdBy,
    total: items.length,
    scheduleKey,
    // Nothing to do is done: a job with no items would otherwise wait for a pass to settle it.
    ...(items.length ? {} : { status: 'Completed' as const, finishedAt: new Date() }),
  });
  const [row] = await (scheduleKey
    ? insert.onConflictDoNothing({ target: jobs.scheduleKey }).returning()
    : insert.returning());
  if (!row) return undefined;
  for (let i = 0; i < items.length; i += INSERT_CHUNK)
    await tx.insert(jobItems).values(
      items.slice(i, i + INSERT_CHUNK).map((item) => ({
        jobId: row.id,
        subjectId: item.subjectId,
        subjectName: item.subjectName,
      })),
    );
  return row;
}

/**
 * An item a worker holds. `attempts` counts claims and only ever grows, which makes it the claim's fencing
 * number: a claim given back unstarted (a stopping worker) still counts one.
 */
export interface ClaimedItem {
  id: string;
  jobId: string;
  subjectId: string;
  subjectName: string;
  attempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const OPEN: TJobStatus[] = ['Queued', 'Running'];
const openStatuses = sql.join(
  OPEN.map((s) => sql`${s}`),
  sql`, `,
);
/** SQL condition on job_items `i`: Pending, and its claim empty or lapsed. */
const claimable = sql`i.status = 'Pending' AND (i.claimed_until IS NULL OR i.claimed_until < now())`;

/** Open jobs with claimable items, oldest first: a worker serves them in turn, a batch each. */
export async function claimableJobs(db: Tx, limit = 100): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT j.id FROM jobs j
    WHERE j.status IN (${openStatuses})
      AND EXISTS (SELECT 1 FROM job_items i WHERE i.job_id = j.id AND ${claimable})
    ORDER BY j.created_at, j.id
    LIMIT ${limit}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/**
 * Claims up to `limit` claimable items (of one job, or of the oldest open jobs) for `leaseMs`, and marks
 * their jobs Running. Rows another worker has locked are skipped, not waited for.
 */
export async function claimItems(
  db: Tx,
  opts: { jobId?: string; limit: number; leaseMs?: number },
): Promise<ClaimedItem[]> {
  const lease = (opts.leaseMs ?? JOB_LEASE_MS) / 1000;
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      UPDATE job_items SET claimed_until = now() + make_interval(secs => ${lease}::float8),
                           attempts = attempts + 1, updated_at = now()
      WHERE id IN (
        SELECT i.id FROM job_items i JOIN jobs j ON j.id = i.job_id
        WHERE ${claimable} AND j.status IN (${openStatuses})
          ${opts.jobId ? sql`AND i.job_id = ${opts.jobId}` : sql``}
        -- One job's claim walks job_items_claim_order and stops at the limit; oldest jobs first otherwise.
        ORDER BY ${opts.jobId ? sql`i.subject_name, i.id` : sql`j.created_at, j.id, i.subject_name, i.id`}
        LIMIT ${opts.limit}
        FOR UPDATE OF i SKIP LOCKED)
      RETURNING id, job_id AS "jobId", subject_id AS "subjectId", subject_name AS "subjectName", attempts`);
    const claimed = rowsOf<ClaimedItem>(result).map((r) => ({ ...r, attempts: Number(r.attempts) }));
    const jobIds = [...new Set(claimed.map((c) => c.jobId))];
    if (jobIds.length)
      await tx
        .update(jobs)
        .set({ status: 'Running', startedAt: sql`coalesce(${jobs.startedAt}, now())` })
        .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'Queued')));
    return claimed;
  });
}

/** The claim still holds (Pending, not claimed again since): locks the item for this transaction. */
export async function lockClaimed(tx: Tx, item: ClaimedItem): Promise<boolean> {
  const [row] = await tx.select({ id: jobItems.id }).from(jobItems).where(fenced(item)).for('update');
  return !!row;
}

const fenced = (item: ClaimedItem) =>
  and(eq(jobItems.id, item.id), eq(jobItems.status, 'Pending'), eq(jobItems.attempts, item.attempts));

export interface ItemResult {
  status: Exclude<TJobItemStatus, 'Pending'>;
  outcome: string;
  resultId?: string | null;
}

/** Ends an item under its claim; false when the claim no longer holds (nothing is changed then). */
export async function completeItem(tx: Tx, item: ClaimedItem, result: ItemResult): Promise<boolean> {
  const done = await tx
    .update(jobItems)
    .set({
      status: result.status,
      outcome: result.outcome,
      resultId: result.resultId ?? null,
      claimedUntil: null,
      updatedAt: new Date(),
    })
    .where(fenced(item))
    .returning({ id: jobItems.id });
  return done.length > 0;
}

/** The claimed items whose claims still hold, locked (lockClaimed for a claim done at once). */
export async function lockClaimedItems(tx: Tx, items: ClaimedItem[]): Promise<ClaimedItem[]> {
  if (!items.length) return [];
  const rows = await tx
    .select({ id: jobItems.id, attempts: jobItems.attempts })
    .from(jobItems)
    .where(
      and(
        inArray(
          jobItems.id,
          items.map((i) => i.id),
        ),
        eq(jobItems.status, 'Pending'),
      ),
    )
    .orderBy(asc(jobItems.id))
    .for('update');
  const held = new Map(rows.map((r) => [r.id, r.attempts]));
  return items.filter((i) => held.get(i.id) === i.attempts);
}

/** completeItem for many, in one statement; the caller holds their locks (lockClaimedItems). */
export async function completeItems(tx: Tx, ends: { item: ClaimedItem; result: ItemResult }[]) {
  if (!ends.length) return;
  const rows = JSON.stringify(
    ends.map(({ item, result }) => ({
      id: item.id,
      attempts: item.attempts,
      status: result.status,
      outcome: result.outcome,
      result_id: result.resultId ?? null,
    })),
  );
  await tx.execute(sql`
    UPDATE job_items AS i
    SET status = v.status, outcome = v.outcome, result_id = v.result_id, claimed_until = NULL,
        updated_at = now()
    FROM jsonb_to_recordset(${rows}::jsonb) AS v(id text, attempts int, status text, outcome text, result_id text)
    WHERE i.id = v.id AND i.status = 'Pending' AND i.attempts = v.attempts`);
}

/** Gives claimed items back untouched (a stopping worker, a passing fault): the next pass takes them. */
export async function releaseItems(db: Tx, items: ClaimedItem[]): Promise<void> {
  for (const item of items)
    await db.update(jobItems).set({ claimedUntil: null, updatedAt: new Date() }).where(fenced(item));
}

/**
 * Finishes open jobs with no Pending item left: 'Completed', or 'Completed with failures' when an item
 * Failed. Run after each batch and at the start of every pass, so a crash between an item's commit and
 * this step only delays it. Safe to run twice: a finished job no longer matches.
 */
export async function settleJobs(db: Tx, jobIds?: string[]): Promise<void> {
  if (jobIds && !jobIds.length) return;
  await db.execute(sql`
    UPDATE jobs j SET
      status = CASE WHEN EXISTS (SELECT 1 FROM job_items i WHERE i.job_id = j.id AND i.status = 'Failed')
                    THEN 'Completed with failures' ELSE 'Completed' END,
      started_at = coalesce(j.started_at, now()),
      finished_at = now()
    WHERE j.status IN (${openStatuses})
      ${
        jobIds
          ? sql`AND j.id IN (${sql.join(
              jobIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
      AND NOT EXISTS (SELECT 1 FROM job_items i WHERE i.job_id = j.id AND i.status = 'Pending')`);
}

/**
 * Puts a job's Failed items back to Pending (their outcome cleared, their attempts kept) and reopens the
 * job: Running if it had started, Queued otherwise. Returns how many items will run again.
 */
export async function retryFailed(tx: Tx, job: JobRow): Promise<number> {
  const again = await tx
    .update(jobItems)
    .set({ status: 'Pending', outcome: null, resultId: null, claimedUntil: null, updatedAt: new Date() })
    .where(and(eq(jobItems.jobId, job.id), eq(jobItems.status, 'Failed')))
    .returning({ id: jobItems.id });
  if (again.length)
    await tx
      .update(jobs)
      .set({ status: job.startedAt ? 'Running' : 'Queued', finishedAt: null })
      .where(eq(jobs.id, job.id));
  return again.length;
}

export type ItemCounts = Record<TJobItemStatus, number>;
const none = (): ItemCounts => ({ Pending: 0, Succeeded: 0, Failed: 0, Skipped: 0 });

/** Each job's items counted by status: the progress every presentation of a job carries. */
export async function itemCounts(db: Tx, jobIds: string[]): Promise<Map<string, ItemCounts>> {
  const counts = new Map(jobIds.map((id) => [id, none()]));
  if (!jobIds.length) return counts;
  const rows = await db
    .select({ jobId: jobItems.jobId, status: jobItems.status, n: count() })
    .from(jobItems)
    .where(inArray(jobItems.jobId, jobIds))
    .groupBy(jobItems.jobId, jobItems.status);
  for (const r of rows) counts.get(r.jobId)![r.status] = Number(r.n);
  return counts;
}

/** Progress: whole percent of items done (succeeded, failed or skipped) of total; 100 when there are none. */
export function progressOf(total: number, c: ItemCounts) {
  const done = c.Succeeded + c.Failed + c.Skipped;
  return {
    total,
    succeeded: c.Succeeded,
    failed: c.Failed,
    skipped: c.Skipped,
    pending: c.Pending,
    percent: total ? Math.floor((done * 100) / total) : 100,
  };
}
