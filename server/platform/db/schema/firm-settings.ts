import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Space } from '../../../../contract/theme';
import type { UploadCategory } from '../../../../contract/firm';
import { audited, bytea, keelId } from './common';
import { firms } from './firm';

/** White-label hosts (spec §7 GET /firm/hostname): each serves one firm's node in one space. */
export const firmHostnames = pgTable(
  'firm_hostnames',
  {
    id: keelId().primaryKey(),
    /** Lower case, no port: what the Host header names. */
    host: text('host').notNull(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    type: text('type').$type<Space>().notNull(),
    ...audited,
  },
  (t) => [uniqueIndex('firm_hostnames_host').on(t.host), index('firm_hostnames_firm').on(t.firmId)],
);

/**
 * Uploaded logos, one per node, space and category, replaced on each upload. Served at a stable address;
 * `updatedAt` is the logo's lastModified, which the address carries as a query so browsers reload it.
 */
export const firmFiles = pgTable(
  'firm_files',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    space: text('space').$type<Space>().notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    ...audited,
  },
  (t) => [primaryKey({ columns: [t.firmId, t.nodeId, t.space, t.category] })],
);

/** One-time upload addresses handed out by GET /firm/files/upload/{firmId}: single use, short-lived. */
export const fileUploads = pgTable(
  'file_uploads',
  {
    /** A random 128-bit token in hex: the secret part of the upload address. */
    id: text('id').primaryKey(),
    firmId: text('firm_id').notNull(),
    nodeId: text('node_id').notNull(),
    space: text('space').$type<Space>().notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    /** Only the user who asked for the address may use it. */
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('file_uploads_expiry').on(t.expiresAt)],
);
