import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts, assets } from './accounts';
import { audited, keelId } from './common';
import { firms } from './firm';

/**
 * The ledger (ARCHITECTURE.md "The ledger"; docs/decisions/0402). Portfolio transactions are instructions;
 * cash and stock postings are the double-entry record they leave when they complete, and the source of
 * truth for balances, positions and valuations. Postings are append-only (a trigger refuses UPDATE and
 * DELETE) and every transaction's postings sum to zero (a deferred constraint trigger checks at commit).
 */

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const units = (name: string) => numeric(name, { precision: 20, scale: 6 });
const day = (name: string) => date(name, { mode: 'string' });

export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Transactions submitted together (POST /portfolioTransactionGroup) share a link id. */
    linkId: text('link_id'),
    transactionType: text('transaction_type').notNull(),
    transactionSubType: text('transaction_sub_type').notNull(),
    movementType: text('movement_type').notNull(),
    method: text('method'),
    status: text('status').notNull(),
    currency: text('currency').notNull().default('GBP'),
    amount: money('amount'),
    quantity: units('quantity'),
    assetId: text('asset_id').references(() => assets.id),
    /** The other account of an internal cash movement. */
    counterAccountId: text('counter_account_id').references(() => accounts.id),
    /** Cash this transaction holds back from the account while it is open (withdrawals, fees, buys). */
    reservedCash: money('reserved_cash').notNull().default('0'),
    /** Units a sell holds back from the holding while it is open. */
    reservedQuantity: units('reserved_quantity').notNull().default('0'),
    transactionDate: day('transaction_date').notNull(),
    completedDate: day('completed_date'),
    intendedSettlementDate: day('intended_settlement_date'),
    requestedBy: text('requested_by').notNull(),
    authorisedBy: text('authorised_by'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...audited,
  },
  (t) => [
    index('ptx_firm_account').on(t.firmId, t.accountId, t.createdAt),
    // The transactions list's orders to the last key (decision 0411): a page is the first rows of the index,
    // read forward or backward, with no sort of a day's thousands of rows in a firm of millions.
    index('ptx_firm_created_id').on(t.firmId, t.createdAt, t.id),
    index('ptx_firm_status').on(t.firmId, t.status),
    index('ptx_firm_link').on(t.firmId, t.linkId),
    index('ptx_firm_date_created_id').on(t.firmId, t.transactionDate, t.createdAt, t.id),
    index('ptx_counter_account').on(t.counterAccountId),
    index('ptx_open_by_account')
      .on(t.accountId)
      .where(sql`status IN ('Pending', 'Waiting', 'Placed', 'Checking')`),
    check('ptx_amount_positive', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check('ptx_quantity_positive', sql`${t.quantity} IS NULL OR ${t.quantity} > 0`),
    check('ptx_reservations', sql`${t.reservedCash} >= 0 AND ${t.reservedQuantity} >= 0`),
  ],
);

/**
 * Which book a posting belongs to: a client account, or one of the firm's contra books (Transfers: the other
 * providers' side of product transfers, decision 0800).
 */
export const LEDGER_BOOKS = ['Client', 'Bank', 'Market', 'Fees', 'Transfers'] as const;
export type LedgerBook = (typeof LEDGER_BOOKS)[number];

const postingColumns = {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  firmId: text('firm_id')
    .notNull()
    .references(() => firms.id),
  transactionId: text('transaction_id')
    .notNull()
    .references(() => portfolioTransactions.id),
  book: text('book').$type<LedgerBook>().notNull(),
  /** Set for the Client book only: the account the posting belongs to. */
  accountId: text('account_id').references(() => accounts.id),
  transactionCode: text('transaction_code').notNull(),
  narrative: text('narrative').notNull(),
  postDate: day('post_date').notNull(),
  valueDate: day('value_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Cash postings: + is money into the book, − out of it. */
export const cashPostings = pgTable(
  'cash_postings',
  {
    ...postingColumns,
    currency: text('currency').notNull().default('GBP'),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('cash_postings_account').on(t.accountId, t.postDate),
    index('cash_postings_firm_date').on(t.firmId, t.postDate, t.id),
    index('cash_postings_transaction').on(t.transactionId),
    check('cash_postings_book_account', sql`(${t.book} = 'Client') = (${t.accountId} IS NOT NULL)`),
    check('cash_postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Stock postings: units into (+) or out of (−) a book, the consideration, and the book cost moved. */
export const stockPostings = pgTable(
  'stock_postings',
  {
    ...postingColumns,
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    quantity: units('quantity').notNull(),
    value: money('value').notNull(),
    bookValue: money('book_value').notNull(),
    profitLoss: money('profit_loss'),
  },
  (t) => [
    index('stock_postings_account').on(t.accountId, t.assetId, t.postDate),
    index('stock_postings_firm_date').on(t.firmId, t.postDate, t.id),
    index('stock_postings_transaction').on(t.transactionId),
    check('stock_postings_book_account', sql`(${t.book} = 'Client') = (${t.accountId} IS NOT NULL)`),
    check('stock_postings_nonzero', sql`${t.quantity} <> 0`),
  ],
);

/** Four-eyes: a transaction of this sub type at or above the threshold waits for a second user. */
export const authorisationThresholds = pgTable(
  'authorisation_thresholds',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    transactionSubType: text('transaction_sub_type').notNull(),
    threshold: money('threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.transactionSubType] })],
);
