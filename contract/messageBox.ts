import { z } from 'zod';
import { ZPaging } from './paging';
import { ZDate, ZId } from './validation';

/**
 * The client's message box (spec §3 "Message", §7). Types: statements, contract notes, password change
 * "and others" (spec §3 enumerations); Keel's others are the letters and confirmations it produces.
 */
export const MESSAGE_TYPES = [
  'Statement',
  'Tax Statement',
  'Contract Note',
  'Password Change',
  'Direct Debit',
  'Pension Letter',
  'Illustration',
  'Notice',
] as const;
export type TMessageType = (typeof MESSAGE_TYPES)[number];

/**
 * Unread → Read → Archived; Read → Unread ("mark unread"); Archived → Read (restore). Decision 0601.
 */
export const MESSAGE_STATUSES = ['Unread', 'Read', 'Archived'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_TRANSITIONS: Record<TMessageStatus, readonly TMessageStatus[]> = {
  Unread: ['Read', 'Archived'],
  Read: ['Unread', 'Archived'],
  Archived: ['Read'],
};

/** Whether a message's document is there to open, still being made, or absent (a notice). */
export const MESSAGE_DOCUMENT_STATES = ['Ready', 'Preparing', 'None'] as const;

export const ZMessageQuery = ZPaging.extend({
  clientId: ZId.optional(),
  messageType: z.enum(MESSAGE_TYPES).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  accountId: ZId.optional(),
  fromDate: ZDate.optional(),
  toDate: ZDate.optional(),
});
export type TMessageQuery = z.infer<typeof ZMessageQuery>;

export const ZMessage = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  messageType: z.enum(MESSAGE_TYPES),
  status: z.enum(MESSAGE_STATUSES),
  subject: z.string(),
  body: z.string(),
  documentStatus: z.enum(MESSAGE_DOCUMENT_STATES),
  /** The PDF, once made. */
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  downloadPath: z.string().nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  version: z.number().int(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The update-message-status body; `version` (optional) guards against a stale change: 412. */
export const ZUpdateMessageStatus = z
  .object({ status: z.enum(MESSAGE_STATUSES), version: z.number().int().positive().optional() })
  .strict();
export type TUpdateMessageStatus = z.infer<typeof ZUpdateMessageStatus>;

export const ZMessageStatsQuery = z.object({ clientId: ZId.optional() });

export const ZMessageStats = z.object({
  clientId: z.string().nullable(),
  total: z.number().int(),
  byStatus: z.object({ Unread: z.number().int(), Read: z.number().int(), Archived: z.number().int() }),
  byType: z.array(
    z.object({
      messageType: z.enum(MESSAGE_TYPES),
      total: z.number().int(),
      unread: z.number().int(),
      read: z.number().int(),
      archived: z.number().int(),
    }),
  ),
});
export type TMessageStats = z.infer<typeof ZMessageStats>;
