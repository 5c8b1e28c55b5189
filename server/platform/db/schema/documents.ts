import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TJobItemStatus, TJobKind, TJobStatus } from '../../../../contract/jobs';
import type { TMessageStatus, TMessageType } from '../../../../contract/messageBox';
import { bytea, keelId } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Documents and exports the platform made (the document engine's output): kept with their SHA-256 so a
 * download can be checked, and with what they are about so a refusal can be scoped to the firm and node.
 */
export const generatedFiles = pgTable(
  'generated_files',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id'),
    accountId: text('account_id'),
    fileType: text('file_type').notNull(),
    title: text('title').notNull(),
    /** Printed on every page, unique in the firm: how a client quotes the document. */
    reference: text('reference').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    /** What it was made from (the generate-document body, resolved). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    uniqueIndex('generated_files_reference').on(t.firmId, t.reference),
    index('generated_files_client').on(t.firmId, t.clientId, t.createdAt),
  ],
);

/**
 * A client's message box (spec §3 "Message"). A message about a document holds the file once made; until
 * then `document` says what to make (the job queue makes it, or the first download). `sourceKey` makes
 * each producer's write idempotent: one contract note per order, one statement per client per job.
 */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id').notNull(),
    accountId: text('account_id'),
    messageType: text('message_type').$type<TMessageType>().notNull(),
    status: text('status').$type<TMessageStatus>().notNull().default('Unread'),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    fileId: text('file_id'),
    document: jsonb('document').$type<{ fileType: string; input: Record<string, unknown> } | null>(),
    sourceKey: text('source_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    statusChangedAt: at('status_changed_at'),
    statusChangedBy: text('status_changed_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('client_messages_source').on(t.firmId, t.sourceKey),
    index('client_messages_client').on(t.firmId, t.clientId, t.createdAt),
    index('client_messages_firm').on(t.firmId, t.createdAt),
    index('client_messages_preparing')
      .on(t.firmId, t.createdAt)
      .where(sql`${t.fileId} IS NULL AND ${t.document} IS NOT NULL`),
  ],
);

/** The one job queue: a job is a named bulk run; its items are done one by one and survive a restart. */
export const jobs = pgTable(
  'jobs',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    kind: text('kind').$type<TJobKind>().notNull(),
    status: text('status').$type<TJobStatus>().notNull().default('Queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /**
     * A run the platform queues on a timetable (a scheduled run: `scheduledRun:{firmId}:{slot}`): unique, so
     * two replicas reaching the same slot queue it once. Null for a job a person or a run started.
     */
    scheduleKey: text('schedule_key'),
  },
  (t) => [
    index('jobs_firm').on(t.firmId, t.createdAt),
    index('jobs_status').on(t.status),
    uniqueIndex('jobs_schedule_key').on(t.scheduleKey),
  ],
);

export const jobItems = pgTable(
  'job_items',
  {
    id: keelId().primaryKey(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** What the item is about (a client id, an order id). */
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull().default(''),
    status: text('status').$type<TJobItemStatus>().notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker's claim: another worker may take the item once it has lapsed (a crash mid-item). */
    claimedUntil: at('claimed_until'),
    outcome: text('outcome'),
    resultId: text('result_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_items_subject').on(t.jobId, t.subjectId),
    index('job_items_pending').on(t.jobId, t.status),
    // A worker claims a job's Pending items in subject-name order (queue.ts, claimItems): walked in that
    // order, a claim of five stops after five rows instead of sorting every item still waiting.
    index('job_items_claim_order')
      .on(t.jobId, t.subjectName, t.id)
      .where(sql`status = 'Pending'`),
  ],
);
