import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  TEventType,
  TNotificationHistoryKind,
  TNotificationStatus,
  TNotificationType,
} from '../../../../contract/notifications';
import { audited, keelId } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The exception inbox (issue 20, decision 1000). A notification is one instance of a condition (`key`
 * names what it is about). It is live while `closed_at` is null: at most one live notification per type
 * and key, so a pass that runs twice raises nothing twice. A Resolved one stays live (and so is not raised
 * again) until its condition ends; then `closed_at` is set and a new start raises a new one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    notificationType: text('notification_type').$type<TNotificationType>().notNull(),
    key: text('key').notNull(),
    status: text('status').$type<TNotificationStatus>().notNull().default('Open'),
    clientId: text('client_id'),
    accountId: text('account_id'),
    summary: text('summary').notNull(),
    link: text('link').notNull(),
    since: at('since').notNull(),
    raisedAt: at('raised_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    resolvedAt: at('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
    assignedTo: text('assigned_to'),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    ...audited,
  },
  (t) => [
    uniqueIndex('notifications_live_key')
      .on(t.firmId, t.notificationType, t.key)
      .where(sql`closed_at IS NULL`),
    // The inbox and the dashboard's counts: a firm's notifications of a status (and type), oldest first.
    index('notifications_firm_status_type').on(t.firmId, t.status, t.notificationType, t.since),
    index('notifications_firm_client').on(t.firmId, t.clientId),
    index('notifications_firm_assigned').on(t.firmId, t.assignedTo),
  ],
);

/** A notification's history: what people did (Resolve, Assign, Snooze, Comment) and what the pass did. */
export const notificationActions = pgTable(
  'notification_actions',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TNotificationHistoryKind>().notNull(),
    note: text('note'),
    assignedTo: text('assigned_to'),
    snoozedUntil: date('snoozed_until', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('notification_actions_notification').on(t.notificationId, t.createdAt)],
);

/** Business events recorded against a client or an account (POST /event). */
export const businessEvents = pgTable(
  'events',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id').notNull(),
    accountId: text('account_id'),
    eventType: text('event_type').$type<TEventType>().notNull(),
    note: text('note').notNull(),
    occurredAt: at('occurred_at').notNull(),
    ...audited,
  },
  (t) => [index('events_firm_client').on(t.firmId, t.clientId, t.occurredAt)],
);
