import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  JOB_ITEM_SORTS,
  JOB_SORTS,
  ZJobFilter,
  ZJobItemFilter,
  type TJob,
  type TJobItem,
} from '../../../contract/jobs';
import type { TSimpleRestListQuery } from '../../../contract/simpleRest';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { jobItems, jobs } from '../db/schema';
import { parseSimpleRestList, type SimpleRestPage } from '../http/simple-rest';
import { inCallerSubtree } from '../nodes/subtree';
import { presentJobItem, presentJobs } from './presenter';
import { findJob } from './service';

const direction = (order: 'ASC' | 'DESC') => (order === 'DESC' ? desc : asc);

/**
 * GET /keel/{firmId}/jobs (decision 1003): the job list in react-admin's simple REST dialect, for the
 * console's jobs page through ra-data-simple-rest. Same rows and scope as GET /job/{firmId}.
 */
export async function listJobsRest(
  db: Database,
  caller: Caller,
  query: TSimpleRestListQuery,
): Promise<SimpleRestPage<TJob>> {
  const { sort, offset, limit, filter } = parseSimpleRestList(query, {
    sortable: JOB_SORTS,
    defaultSort: ['createdAt', 'DESC'],
    filter: ZJobFilter,
  });
  const where = and(
    eq(jobs.firmId, caller.firmId),
    inCallerSubtree(caller, jobs.nodeId),
    filter.kind ? eq(jobs.kind, filter.kind) : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.id ? inArray(jobs.id, filter.id.length ? filter.id : ['']) : undefined,
  );
  const by = direction(sort.order);
  const order: SQL[] = [by(jobs[sort.field as (typeof JOB_SORTS)[number]]), by(jobs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows: await presentJobs(db, rows), total: Number(total.n), offset };
}

/** GET /keel/{firmId}/jobItems?filter={"jobId":…}: a job's items; another firm's job is a 404. */
export async function listJobItemsRest(
  db: Database,
  caller: Caller,
  query: TSimpleRestListQuery,
): Promise<SimpleRestPage<TJobItem>> {
  const { sort, offset, limit, filter } = parseSimpleRestList(query, {
    sortable: JOB_ITEM_SORTS,
    defaultSort: ['subjectName', 'ASC'],
    filter: ZJobItemFilter,
  });
  await findJob(db, caller, filter.jobId);
  const where = and(
    eq(jobItems.jobId, filter.jobId),
    filter.status ? eq(jobItems.status, filter.status) : undefined,
  );
  const by = direction(sort.order);
  const order: SQL[] = [by(jobItems[sort.field as (typeof JOB_ITEM_SORTS)[number]]), by(jobItems.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobItems)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobItems).where(where),
  ]);
  return { rows: rows.map(presentJobItem), total: Number(total.n), offset };
}
