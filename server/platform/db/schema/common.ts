import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Short upper-case ids (spec: `C069J8P`) come from the database function keel_id() (migration 0001): a
 * sequence scrambled by a bijection modulo 36^7, so ids are unique, deterministic for a seed, and not
 * guessable as "the next one".
 */
export const keelId = (name = 'id') =>
  text(name)
    .notNull()
    .default(sql`keel_id()`);

/** Who changed a record and when, plus the optimistic-locking `version` (412 when stale). */
export const audited = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
};

/** Raw bytes (PostgreSQL bytea): PGlite answers a Uint8Array, node-postgres a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
