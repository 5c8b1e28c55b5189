import { JOB_KIND_TITLES, type TJob, type TJobItem } from '../../../contract/jobs';
import type { Tx } from '../db/connection';
import { actorName } from '../ledger/records/people';
import { userNames } from '../users/names';
import { itemCounts, progressOf, type ItemCounts, type JobItemRow, type JobRow } from './queue';

/**
 * A job as the API shows it (ZJob): what it is, where it stands, its progress from the item counts and who
 * started it, by name (`names`: the firm's user names by id; a run the platform started has its label).
 */
export function presentJob(row: JobRow, counts: ItemCounts, names: ReadonlyMap<string, string>): TJob {
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: row.nodeId,
    kind: row.kind,
    title: JOB_KIND_TITLES[row.kind],
    status: row.status,
    params: row.params,
    ...progressOf(row.total, counts),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: actorName(row.createdBy, names.get(row.createdBy) ?? null),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One item (ZJobItem): the claim columns are the queue's own business and stay inside. */
export function presentJobItem(row: JobItemRow): TJobItem {
  return {
    id: row.id,
    jobId: row.jobId,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    status: row.status,
    attempts: row.attempts,
    outcome: row.outcome,
    resultId: row.resultId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Jobs as the API shows them, with their item counts and their starters' names read in two queries. */
export async function presentJobs(db: Tx, rows: JobRow[]): Promise<TJob[]> {
  if (!rows.length) return [];
  const [counts, names] = await Promise.all([
    itemCounts(
      db,
      rows.map((r) => r.id),
    ),
    userNames(
      db,
      rows[0].firmId,
      rows.map((r) => r.createdBy),
    ),
  ]);
  return rows.map((r) => presentJob(r, counts.get(r.id)!, names));
}
