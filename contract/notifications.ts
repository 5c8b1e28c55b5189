import { z } from 'zod';
import { ZPaging } from './paging';
import { ZDate, ZId, ZNodeId } from './validation';

/**
 * The one exception inbox (issue 20, decision 1000): every condition that needs a person raises a
 * notification when it starts and closes it when it ends. One type per condition; an area adds its own
 * type here and its condition module to server/platform/notifications/conditions.ts.
 */
export const NOTIFICATION_TYPES = [
  'Awaiting Authorisation',
  'Order Error',
  'Transfer Needs Action',
  'Account Pending',
  'Client Pending',
  'Unread Messages',
  'Job Failed',
  'Webhook Delivery Set Aside',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Open: needs a person. Snoozed: hidden from the open count until `snoozedUntil`, then Open again.
 * Resolved: a person dealt with it (with a note); not raised again until its condition ends and starts again.
 * Closed: the condition ended by itself (the reconciliation pass saw it gone).
 */
export const NOTIFICATION_STATUSES = ['Open', 'Snoozed', 'Resolved', 'Closed'] as const;
export type TNotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What a person does with a notification (PUT /exceptionaction/{firmId}/{notificationId}). */
export const EXCEPTION_ACTIONS = ['Resolve', 'Assign', 'Snooze', 'Comment'] as const;
export type TExceptionAction = (typeof EXCEPTION_ACTIONS)[number];

/** A notification's history: the actions people take and what the reconciliation pass does by itself. */
export const NOTIFICATION_HISTORY_KINDS = [...EXCEPTION_ACTIONS, 'Raised', 'Closed', 'Woke'] as const;
export type TNotificationHistoryKind = (typeof NOTIFICATION_HISTORY_KINDS)[number];

export const NOTIFICATION_SORT_FIELDS = ['since', 'raisedAt', 'notificationType', 'assignedToName'] as const;

export const ZNotificationQuery = ZPaging.extend({
  notificationType: z.enum(NOTIFICATION_TYPES).optional(),
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  clientId: ZId.optional(),
  accountId: ZId.optional(),
  /** A user's id, or `me` for the caller. */
  assignedTo: z.union([z.literal('me'), ZId]).optional(),
  /** Keel's extension: only notifications at or under this node (the dashboard's node picker). */
  nodeId: ZNodeId.optional(),
});
export type TNotificationQuery = z.infer<typeof ZNotificationQuery>;

export const ZNotification = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  notificationType: z.enum(NOTIFICATION_TYPES),
  status: z.enum(NOTIFICATION_STATUSES),
  /** What it is about, unique among a type's instances in a firm (a transaction id, a client id, …). */
  key: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  summary: z.string(),
  /** The console page of the record it is about. */
  link: z.string(),
  /** When the condition started (its age counts from here). */
  since: z.string(),
  raisedAt: z.string(),
  closedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  version: z.number().int(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationHistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_HISTORY_KINDS),
  note: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  snoozedUntil: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
});
export type TNotificationHistoryEntry = z.infer<typeof ZNotificationHistoryEntry>;

export const ZNotificationDetail = ZNotification.extend({ history: z.array(ZNotificationHistoryEntry) });
export type TNotificationDetail = z.infer<typeof ZNotificationDetail>;

const note = z.string().trim().min(1, 'Write a note').max(2000);

/**
 * The exception-action body. One shape whose `action` names what is done, so a wrong body lists every
 * problem at once: Resolve and Comment need a `note`, Assign an `assignedTo` (a user in the caller's reach),
 * Snooze a `snoozeUntil` after today. `version` (optional) guards against a stale change: 412.
 */
export const ZExceptionAction = z
  .object({
    action: z.enum(EXCEPTION_ACTIONS),
    note: note.optional(),
    assignedTo: ZId.optional(),
    snoozeUntil: ZDate.optional(),
    version: z.number().int().positive().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const need = (field: 'note' | 'assignedTo' | 'snoozeUntil', message: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.action === 'Resolve') need('note', 'Say how it was resolved');
    if (body.action === 'Comment') need('note', 'Write a note');
    if (body.action === 'Assign') need('assignedTo', 'Choose who to assign it to');
    if (body.action === 'Snooze') need('snoozeUntil', 'Choose the date to snooze it until');
  });
export type TExceptionActionBody = z.infer<typeof ZExceptionAction>;

/** The dashboard's calls take the node to narrow to; the caller's own node when absent. */
export const ZDashboardQuery = z.object({ nodeId: ZNodeId.optional() });

export const ZExceptionCount = z.object({
  notificationType: z.enum(NOTIFICATION_TYPES),
  count: z.number().int(),
  /** The console list whose total equals `count`: the inbox filtered to this type, Open, at this node. */
  link: z.string(),
});

export const ZDashboardExceptions = z.object({
  nodeId: z.string(),
  asAt: z.string(),
  total: z.number().int(),
  counts: z.array(ZExceptionCount),
});
export type TDashboardExceptions = z.infer<typeof ZDashboardExceptions>;

const ZFlow = z.object({ in: z.number(), out: z.number(), net: z.number() });

export const ZDashboardInformation = z.object({
  nodeId: z.string(),
  asAt: z.string(),
  /** Ledger valuation of every account at or under the node, in pounds. */
  assetsUnderAdministration: z.number(),
  aumByWrapper: z.array(z.object({ wrapperType: z.string(), value: z.number() })),
  monthStart: z.string(),
  taxYearStart: z.string(),
  flows: z.object({ month: ZFlow, taxYear: ZFlow }),
  /** Money in and out by month over the last twelve months (oldest first), for the chart. */
  flowsByMonth: z.array(z.object({ month: z.string(), in: z.number(), out: z.number() })),
  accountsOpened: z.object({ month: z.number().int(), taxYear: z.number().int() }),
  dealing: z.object({
    placedToday: z.number().int(),
    completedToday: z.number().int(),
    errorToday: z.number().int(),
  }),
  isaSubscriptions: z.object({ taxYear: z.number(), accounts: z.number().int() }),
});
export type TDashboardInformation = z.infer<typeof ZDashboardInformation>;

/** Business events recorded against a client or an account (POST /event). */
export const EVENT_TYPES = [
  'Meeting',
  'Phone Call',
  'Email',
  'Letter',
  'Review',
  'Complaint',
  'Other',
] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

export const ZCreateEvent = z
  .object({
    firmId: z.string().optional(),
    clientId: ZId.optional(),
    accountId: ZId.optional(),
    eventType: z.enum(EVENT_TYPES),
    note: z.string().trim().min(1, 'Write a note').max(4000),
    occurredAt: z.iso.datetime({ offset: true, message: 'Must be a date and time (ISO 8601)' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.clientId && !body.accountId)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Give a client or an account' });
  });
export type TCreateEvent = z.infer<typeof ZCreateEvent>;

export const ZEvent = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  eventType: z.enum(EVENT_TYPES),
  note: z.string(),
  occurredAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string().nullable(),
});
export type TEvent = z.infer<typeof ZEvent>;
