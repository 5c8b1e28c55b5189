import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TWebhookDeliveryStatus, TWebhookEventType, TWebhookKind } from '../../../../contract/webhooks';
import { audited, keelId } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A firm's endpoint for one kind of event (decision 1001); the secrets sign, they are never answered. */
export const webhookConfigs = pgTable(
  'webhook_configs',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    kind: text('kind').$type<TWebhookKind>().notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    /** The secret a rotation replaced: it signs beside the new one until it expires. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: at('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    events: jsonb('events').$type<TWebhookEventType[]>().notNull(),
    ...audited,
  },
  (t) => [uniqueIndex('webhook_configs_firm_kind').on(t.firmId, t.kind)],
);

/**
 * The outbox: one row per event to send (and per replay). Written in the transaction of the change that
 * caused it; the worker claims due rows under a lease and sends them in `queue_order` per account.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The delivery id a receiver dedupes by (Keel-Delivery-Id). */
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    kind: text('kind').$type<TWebhookKind>().notNull(),
    eventId: keelId('event_id'),
    eventType: text('event_type').$type<TWebhookEventType>().notNull(),
    /** The ordering key: an account's next event waits while an earlier one is Pending or Retrying. */
    accountId: text('account_id'),
    /** The event's number among its account's events of this kind, from 1. */
    sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
    /** Insertion order: the order an account's deliveries are sent in. */
    queueOrder: bigint('queue_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** What the event is about (a transaction as committed, a position's id), rendered once into body. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The exact bytes sent, fixed at the first attempt so every retry signs and sends the same body. */
    body: text('body'),
    status: text('status').$type<TWebhookDeliveryStatus>().notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    url: text('url'),
    lastAttemptAt: at('last_attempt_at'),
    lastResponseCode: integer('last_response_code'),
    lastResponseBody: text('last_response_body'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    replayOf: text('replay_of'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_firm_created').on(t.firmId, t.createdAt),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('Pending', 'Retrying')`),
    index('webhook_deliveries_account_open')
      .on(t.firmId, t.kind, t.accountId, t.queueOrder)
      .where(sql`status IN ('Pending', 'Retrying')`),
  ],
);

/** The last sequence number given to an account's events of one kind. */
export const webhookSequences = pgTable(
  'webhook_sequences',
  {
    firmId: text('firm_id').notNull(),
    kind: text('kind').notNull(),
    accountId: text('account_id').notNull(),
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.kind, t.accountId] })],
);
