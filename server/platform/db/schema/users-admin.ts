import { jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TScope } from '../../../../contract/permissions';
import { audited } from './common';
import { firms, users } from './firm';

/**
 * A firm's role presets (decision 0501): named permission sets that fill a user's permission matrix.
 * Created with defaults the first time a firm's presets are read; a firm may rename them and change
 * their permissions. Users given a preset keep their own copy of its permissions.
 */
export const rolePresets = pgTable(
  'role_presets',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<TScope[]>().notNull(),
    ...audited,
  },
  (t) => [primaryKey({ columns: [t.firmId, t.id] })],
);

/**
 * A machine user's API credentials for POST /authenticate (decision 0502): a public client id and the
 * argon2 hash of a secret that is shown once. Rotating replaces the hash, so the old secret stops working.
 */
export const machineCredentials = pgTable(
  'machine_credentials',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: text('firm_id').notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    issuedBy: text('issued_by').notNull(),
  },
  (t) => [uniqueIndex('machine_credentials_client_id').on(t.clientId)],
);
