import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what, when: one row per change, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: text('firm_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
    reason: text('reason'),
  },
  (t) => [index('audit_log_entity').on(t.firmId, t.entityType, t.entityId, t.id)],
);

/**
 * Replay store for the `idempotency-key` header: the first response is kept for 72 hours. Keys belong
 * to the user who sent them (decision 0511): another user of the firm with the same key never sees
 * the response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    firmId: text('firm_id').notNull(),
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.userId, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
