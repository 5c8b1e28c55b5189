import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TScope } from '../../../../contract/permissions';
import { audited, keelId } from './common';

export const firms = pgTable('firms', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The organisation tree under a firm; the root node is "0". `path` is the ids from the root, '/'-joined. */
export const nodes = pgTable(
  'nodes',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    id: keelId(),
    parentNodeId: text('parent_node_id'),
    nodeType: text('node_type').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    ...audited,
  },
  (t) => [
    primaryKey({ columns: [t.firmId, t.id] }),
    index('nodes_parent').on(t.firmId, t.parentNodeId),
    index('nodes_path').on(t.firmId, t.path),
  ],
);

/** Theme, content and configuration per node (spec §7 /node/theme, /node/content, /node/config). */
export const nodeSettings = pgTable(
  'node_settings',
  {
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    /** Which setting: `theme`, `content`, `config`, or a space/locale variant (firm/settings.ts keys). */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...audited,
  },
  (t) => [primaryKey({ columns: [t.firmId, t.nodeId, t.kind] })],
);

export const firmFeatures = pgTable(
  'firm_features',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.name] })],
);

/** Platform users: people who sign in through the IdP, and machines that call POST /authenticate. */
export const users = pgTable(
  'users',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    userType: text('user_type').$type<'User' | 'Machine'>().notNull(),
    name: text('name').notNull(),
    /**
     * Sign-in name: unique within the firm, compared case-insensitively (decision 0511). The same address
     * may have an account in two firms, so one firm's administrators cannot probe another firm's people.
     */
    email: text('email').notNull(),
    status: text('status').$type<'Active' | 'Suspended'>().notNull().default('Active'),
    passwordHash: text('password_hash'),
    scopes: jsonb('scopes').$type<TScope[]>().notNull(),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    ...audited,
  },
  (t) => [
    uniqueIndex('users_firm_email').on(t.firmId, sql`lower(${t.email})`),
    // Sign-in and password reset by e-mail alone look across firms.
    index('users_email_lookup').on(sql`lower(${t.email})`),
    index('users_firm').on(t.firmId, t.nodeId),
  ],
);
