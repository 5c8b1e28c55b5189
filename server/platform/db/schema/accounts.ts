import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { audited, keelId } from './common';
import { clients } from './clients';
import { firms } from './firm';
import { models } from './models';

/** Accounts and wrappers held by clients. The ledger (issue 5) posts against these. */
export const accounts = pgTable(
  'accounts',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    accountType: text('account_type').notNull(),
    wrapperType: text('wrapper_type').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull().default('GBP'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The model portfolio the account follows (issue 17). */
    modelId: text('model_id').references((): AnyPgColumn => models.id),
    ...audited,
  },
  (t) => [
    index('accounts_firm_client').on(t.firmId, t.clientId),
    index('accounts_firm_name').on(t.firmId, t.name),
    index('accounts_model').on(t.modelId),
  ],
);

/** The master list of instruments the platform can deal in; firms adopt some of them (firm_assets). */
export const assets = pgTable('assets', {
  id: keelId().primaryKey(),
  name: text('name').notNull(),
  longName: text('long_name'),
  isin: text('isin').notNull().unique(),
  ticker: text('ticker'),
  instrumentType: text('instrument_type').notNull(),
  currency: text('currency').notNull().default('GBP'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
});

export const firmAssets = pgTable(
  'firm_assets',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    /** Active, or Suspended: no new buying; holdings stay and may be sold. */
    status: text('status').notNull().default('Active'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.assetId] })],
);

/** Closing prices per asset and day, in the asset's currency. */
export const prices = pgTable(
  'prices',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.priceDate] })],
);
