import { z } from 'zod';
import { ZPaging } from './paging';
import { ZDate, ZId, ZNodeId } from './validation';

/**
 * The one shared job queue (decision 0602): bulk work runs in the background, item by item, with
 * progress, a per-item outcome, a retry of the failures, and it resumes after a restart.
 */
export const JOB_KINDS = ['valuationStatements', 'contractNotes'] as const;
export type TJobKind = (typeof JOB_KINDS)[number];

export const JOB_KIND_TITLES: Record<TJobKind, string> = {
  valuationStatements: 'Valuation statements',
  contractNotes: 'Contract notes',
};

export const JOB_STATUSES = [
  'Queued',
  'Running',
  'Completed',
  'Completed with failures',
  'Cancelled',
] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const JOB_ITEM_STATUSES = ['Pending', 'Succeeded', 'Failed', 'Skipped'] as const;
export type TJobItemStatus = (typeof JOB_ITEM_STATUSES)[number];

/** Start a bulk run of valuation statements: every Active client of a node's subtree, for a period. */
export const ZStartStatementsJob = z
  .object({
    kind: z.literal('valuationStatements'),
    nodeId: ZNodeId,
    fromDate: ZDate,
    toDate: ZDate,
  })
  .strict();
export const ZStartJob = ZStartStatementsJob;
export type TStartJob = z.infer<typeof ZStartJob>;

export const ZJob = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  kind: z.enum(JOB_KINDS),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  params: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  pending: z.number().int(),
  /** 0–100, whole: items done (succeeded, failed or skipped) of total. */
  percent: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobQuery = ZPaging.extend({
  kind: z.enum(JOB_KINDS).optional(),
  status: z.enum(JOB_STATUSES).optional(),
});

export const ZJobItem = z.object({
  id: z.string(),
  jobId: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  status: z.enum(JOB_ITEM_STATUSES),
  attempts: z.number().int(),
  outcome: z.string().nullable(),
  resultId: z.string().nullable(),
  updatedAt: z.string(),
});
export type TJobItem = z.infer<typeof ZJobItem>;

export const ZJobItemQuery = ZPaging.extend({ status: z.enum(JOB_ITEM_STATUSES).optional() });

export const ZJobIdParam = z.object({ jobId: ZId });
