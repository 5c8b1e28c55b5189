import { and, eq } from 'drizzle-orm';
import { JOB_KIND_TITLES } from '../../../../contract/jobs';
import { jobs } from '../../db/schema';
import type { Condition } from '../condition';

/** A bulk job that finished with failed items; it ends when a retry leaves none failed. */
export const jobFailed: Condition = {
  type: 'Job Failed',
  async list(tx, firmId) {
    const rows = await tx
      .select({
        id: jobs.id,
        kind: jobs.kind,
        nodeId: jobs.nodeId,
        since: jobs.finishedAt,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(and(eq(jobs.firmId, firmId), eq(jobs.status, 'Completed with failures')));
    return rows.map((r) => ({
      key: r.id,
      nodeId: r.nodeId,
      since: r.since ?? r.createdAt,
      summary: `${JOB_KIND_TITLES[r.kind] ?? r.kind} job ${r.id} finished with failures`,
      link: `/jobs/${r.id}`,
    }));
  },
};
