import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, assets } from './accounts';
import { audited, bytea, keelId } from './common';
import { firms } from './firm';
import { portfolioTransactions } from './ledger';

/**
 * Product transfers (issue 18; docs/decisions/0800). A transfer is a portfolio transaction (Product Transfer
 * or Stock Transfer) plus this row: its id is the transaction's id. The node is the account's.
 */

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const units = (name: string) => numeric(name, { precision: 20, scale: 6 });
const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The platform's list of other UK providers (not per firm): what they transfer, and how. */
export const masterParties = pgTable('master_parties', {
  id: keelId().primaryKey(),
  name: text('name').notNull().unique(),
  /** Active | Inactive. */
  status: text('status').notNull(),
  transferWrapperTypes: text('transfer_wrapper_types').array().notNull(),
  productTransferTypes: text('product_transfer_types').array().notNull(),
  electronic: boolean('electronic').notNull(),
  typicalDays: integer('typical_days').notNull(),
});

export interface CrystallisationDetails {
  crystallisedAmount: string;
  pclsTaken: string;
  crystallisedOn: string;
}

export const productTransfers = pgTable(
  'product_transfers',
  {
    id: text('id')
      .primaryKey()
      .references(() => portfolioTransactions.id),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** In | Out. */
    direction: text('direction').notNull(),
    /** Cash | In Specie. */
    processingType: text('processing_type').notNull(),
    /** Whole | Partial. */
    scope: text('scope').notNull(),
    /** One of the 13 transfer statuses of spec §3. */
    status: text('status').notNull(),
    /** The firm or the client must act (lifecycle.ts decides by status). */
    actionRequired: boolean('action_required').notNull().default(false),
    providerId: text('provider_id')
      .notNull()
      .references(() => masterParties.id),
    providerReference: text('provider_reference').notNull(),
    estimatedValue: money('estimated_value').notNull(),
    actualValue: money('actual_value'),
    currentYearSubscriptions: money('current_year_subscriptions'),
    crystallised: boolean('crystallised').notNull().default(false),
    crystallisation: jsonb('crystallisation').$type<CrystallisationDetails>(),
    note: text('note'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    statusSince: stamp('status_since').notNull().defaultNow(),
    lastUpdated: stamp('last_updated').notNull().defaultNow(),
    completedDate: date('completed_date', { mode: 'string' }),
    rejectionReason: text('rejection_reason'),
    ...audited,
  },
  (t) => [
    // The workbench's orders and filters (decision 0800): by status and age, by last update, action first.
    index('transfers_firm_status_since').on(t.firmId, t.status, t.statusSince),
    index('transfers_firm_last_updated').on(t.firmId, t.lastUpdated),
    index('transfers_firm_action_since').on(t.firmId, t.actionRequired.desc(), t.statusSince),
    index('transfers_account').on(t.accountId),
  ],
);

/** A transfer's history: every event, and the move it made if any. */
export const transferEvents = pgTable(
  'transfer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => productTransfers.id),
    /** INFO | CLIENT_ACTION | INTERNAL_NOTE. */
    type: text('type').notNull(),
    text: text('text').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Firm | Provider | Platform. */
    actor: text('actor').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('transfer_events_transfer').on(t.transferId, t.createdAt)],
);

/** The assets of an in-specie transfer; the book value may arrive later (POST /upload/bookvalue). */
export const transferAssets = pgTable(
  'transfer_assets',
  {
    transferId: text('transfer_id')
      .notNull()
      .references(() => productTransfers.id),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    quantity: units('quantity').notNull(),
    bookValue: money('book_value'),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.assetId] })],
);

/** A manual transfer-in file as uploaded (only a file whose every row passed); a later one supersedes it. */
export const manualTransferInFiles = pgTable(
  'manual_transfer_in_files',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    transferId: text('transfer_id')
      .notNull()
      .references(() => productTransfers.id),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    rows: integer('rows').notNull(),
    /** The assets the file put on the transfer, as checked: [{assetId, quantity, bookValue}]. */
    assets: jsonb('assets')
      .$type<{ assetId: string; quantity: string; bookValue: string | null }[]>()
      .notNull(),
    /** Accepted | Superseded. */
    status: text('status').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: stamp('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('manual_transfer_in_files_transfer').on(t.transferId, t.uploadedAt),
    // One accepted file per transfer at a time.
    uniqueIndex('manual_transfer_in_files_accepted')
      .on(t.transferId)
      .where(sql`status = 'Accepted'`),
  ],
);
