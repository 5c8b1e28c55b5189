import { z } from 'zod';
import { CLIENT_STATUSES, CLIENT_TYPES } from './enums';
import { ZPaging } from './paging';
import { ZDate, ZId, ZNodeId } from './validation';

/**
 * The one shared job queue (decision 0602): bulk work runs in the background, item by item, with
 * progress, a per-item outcome, a retry of the failures, and it resumes after a restart.
 */
export const JOB_KINDS = [
  'valuationStatements',
  'contractNotes',
  'portfolioReports',
  'capitalGainsReports',
  'modelRebalance',
  'transferChase',
  'scheduledRun',
] as const;
export type TJobKind = (typeof JOB_KINDS)[number];

export const JOB_KIND_TITLES: Record<TJobKind, string> = {
  valuationStatements: 'Valuation statements',
  contractNotes: 'Contract notes',
  portfolioReports: 'Portfolio reports',
  capitalGainsReports: 'Capital gains reports',
  modelRebalance: 'Model rebalance',
  transferChase: 'Transfer chase',
  scheduledRun: 'Scheduled run',
};

/**
 * The kinds a person starts (POST /job): a report for each client of a selection, over a period. Contract
 * notes are queued by the dealing run itself. Valuation statements go to each client's message box; the
 * portfolio and capital gains reports are the adviser's working papers (decision 0703).
 */
export const STARTABLE_JOB_KINDS = [
  'valuationStatements',
  'portfolioReports',
  'capitalGainsReports',
] as const;
export type TStartableJobKind = (typeof STARTABLE_JOB_KINDS)[number];

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

/**
 * Which clients a run covers, chosen when it is queued: those at or under `nodeId` (the scope, in the
 * caller's subtree), optionally only the members of one client fee group (`portfolioGroupId`), and
 * narrowed as the client list narrows (status, default Active; client type; a part of the name).
 */
export const ZClientSelection = z.object({
  nodeId: ZNodeId,
  portfolioGroupId: ZId.optional(),
  status: z.enum(CLIENT_STATUSES).default('Active'),
  clientType: z.enum(CLIENT_TYPES).optional(),
  name: z.string().trim().min(1).max(200).optional(),
});
export type TClientSelection = z.output<typeof ZClientSelection>;

/**
 * POST /job: a report of one kind for every client of a selection, for a period. Every kind takes the same
 * fields, so the body is one shape whose `kind` names the report: a wrong body then lists every problem at
 * once (a union split on `kind` would stop at an unknown kind and name nothing else).
 */
export const ZStartJob = ZClientSelection.extend({
  kind: z.enum(STARTABLE_JOB_KINDS),
  fromDate: ZDate,
  toDate: ZDate,
}).strict();
export type TStartJob = z.output<typeof ZStartJob>;

/**
 * POST /job with kind 'transferChase' (issue 18): the transfers workbench's bulk chase. Each selected
 * transfer gets an event "Chased <provider> for an update"; a final one fails its item.
 */
export const ZStartTransferChase = z.strictObject({
  kind: z.literal('transferChase'),
  transferIds: z.array(ZId).min(1, 'Choose at least one transfer').max(1000),
});
export type TStartTransferChase = z.output<typeof ZStartTransferChase>;
/**
 * POST /job's body: a report run over a selection of clients, or a chase of chosen transfers. One object with
 * each kind's fields optional rather than a union, so that a wrong body still lists every problem at once (a
 * union split on `kind` would stop at an unknown kind); the refinement then requires each kind's own fields.
 */
export const ZStartAnyJob = z
  .strictObject({
    ...ZStartJob.shape,
    kind: z.enum([...STARTABLE_JOB_KINDS, 'transferChase']),
    nodeId: ZNodeId.optional(),
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
    transferIds: ZStartTransferChase.shape.transferIds.optional(),
  })
  .superRefine(
    (b, ctx) => {
      if (!b || typeof b !== 'object') return;
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (b.kind === 'transferChase') {
        if (b.transferIds === undefined) issue('transferIds', 'Required');
        for (const field of [
          'nodeId',
          'portfolioGroupId',
          'clientType',
          'name',
          'fromDate',
          'toDate',
        ] as const)
          if (b[field] !== undefined) issue(field, 'Only for a report run, not a transfer chase');
        return;
      }
      for (const field of ['nodeId', 'fromDate', 'toDate'] as const)
        if (b[field] === undefined) issue(field, 'Required');
      if (b.transferIds !== undefined) issue('transferIds', 'Only for a transfer chase');
    },
    { when: () => true } as object,
  );
export type TStartAnyJob = z.output<typeof ZStartAnyJob>;
/** Which of the two a valid body is. */
export const isTransferChase = (b: TStartAnyJob): b is TStartAnyJob & TStartTransferChase =>
  b.kind === 'transferChase';
export const asReportJob = (b: TStartAnyJob) => b as TStartJob;

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
  /** The name of the user who started it (null when no user of the firm has that id). */
  createdByName: z.string().nullable(),
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

/**
 * The job queue as simple REST (decision 1003): `/keel/{firmId}/jobs` and `/keel/{firmId}/jobItems`, read by
 * the console through ra-data-simple-rest. The filters a list's `filter` JSON may carry, and its sort fields.
 */
export const ZJobFilter = z.strictObject({
  kind: z.enum(JOB_KINDS).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  /** react-admin's getMany: `{"id":["…","…"]}`. */
  id: z.array(ZId).max(500).optional(),
});
export const JOB_SORTS = ['createdAt', 'kind', 'status'] as const;

/** A job's items (react-admin's getManyReference sends the job as `jobId`). */
export const ZJobItemFilter = z.strictObject({
  jobId: ZId,
  status: z.enum(JOB_ITEM_STATUSES).optional(),
});
export const JOB_ITEM_SORTS = ['subjectName', 'status', 'updatedAt'] as const;
