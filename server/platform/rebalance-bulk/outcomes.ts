import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { TJobItemStatus, TJobKind } from '../../../contract/jobs';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { jobItems } from '../db/schema';
import type { CsvCell, CsvExport } from '../http/csv';
import { findJob } from '../jobs/service';

/** A model rebalance's items in its own words: an account's orders were placed, or it was skipped. */
const REBALANCE_OUTCOME: Record<TJobItemStatus, string> = {
  Pending: 'Pending',
  Succeeded: 'Placed',
  Skipped: 'Skipped',
  Failed: 'Failed',
};

const columnsFor = (kind: TJobKind) =>
  kind === 'modelRebalance'
    ? ['Account ID', 'Account', 'Outcome', 'Detail', 'Transaction group', 'Attempts', 'Updated at']
    : ['ID', 'Name', 'Outcome', 'Detail', 'Result', 'Attempts', 'Updated at'];

const BATCH = 1_000;

/**
 * GET /job/{firmId}/{jobId}/outcomes: every item of a job with its outcome, as CSV streamed a thousand rows
 * at a time (a model rebalance covers up to tens of thousands of accounts). Any kind of job has one, so the
 * call sits beside the job's other calls; a model rebalance's columns and words are an account's. The job
 * is found in the caller's firm and subtree like every job call: anything else is a 404.
 */
export async function downloadJobOutcomes(db: Database, caller: Caller, jobId: string): Promise<CsvExport> {
  const job = await findJob(db, caller, jobId);
  const words = (s: TJobItemStatus) => (job.kind === 'modelRebalance' ? REBALANCE_OUTCOME[s] : s);
  return {
    filename: `${job.kind}-${job.id}-outcomes.csv`,
    columns: columnsFor(job.kind),
    rows: outcomeRows(db, job.id, words),
  };
}

async function* outcomeRows(
  db: Database,
  jobId: string,
  words: (s: TJobItemStatus) => string,
): AsyncIterable<CsvCell[]> {
  let after: { name: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(jobItems)
      .where(
        and(
          eq(jobItems.jobId, jobId),
          after
            ? or(
                gt(jobItems.subjectName, after.name),
                and(eq(jobItems.subjectName, after.name), gt(jobItems.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(jobItems.subjectName), asc(jobItems.id))
      .limit(BATCH);
    for (const r of rows)
      yield [
        r.subjectId,
        r.subjectName,
        words(r.status),
        r.outcome,
        r.resultId,
        r.attempts,
        r.updatedAt.toISOString(),
      ];
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = { name: last.subjectName, id: last.id };
  }
}
