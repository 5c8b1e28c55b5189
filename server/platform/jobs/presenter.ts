import { JOB_KIND_TITLES, type TJob, type TJobItem } from '../../../contract/jobs';
import { progressOf, type ItemCounts, type JobItemRow, type JobRow } from './queue';

/** A job as the API shows it (ZJob): what it is, where it stands, and its progress from the item counts. */
export function presentJob(row: JobRow, counts: ItemCounts): TJob {
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
