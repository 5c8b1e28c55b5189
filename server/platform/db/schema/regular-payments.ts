import { sql } from 'drizzle-orm';
import {
  check,
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
import { accounts } from './accounts';
import { audited, keelId } from './common';
import { firms } from './firm';
import { portfolioTransactions } from './ledger';

/**
 * Regular payments (docs/decisions/0403): a standing instruction to pay in or withdraw the same amount on
 * the same day each month. The scheduled run turns each due date into one ordinary portfolio transaction;
 * `regular_payment_instalments` records which, and its primary key makes that exactly once per date.
 */

export interface InvestOnReceipt {
  assetId: string;
  percentage: number;
}

export const regularPayments = pgTable(
  'regular_payments',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Deposit (a regular pay-in) or Withdrawal. */
    transactionSubType: text('transaction_sub_type').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    method: text('method').notNull(),
    paymentDay: integer('payment_day').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The next date the run will create a transaction for; moves on a month each time. */
    nextDueDate: date('next_due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Active'),
    sellDown: text('sell_down'),
    autoDisinvest: text('auto_disinvest'),
    investOnReceipt: jsonb('invest_on_receipt').$type<InvestOnReceipt[]>(),
    narrative: text('narrative'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    ...audited,
  },
  (t) => [
    index('regular_payments_due').on(t.status, t.nextDueDate),
    index('regular_payments_account').on(t.firmId, t.accountId),
    check('regular_payments_day', sql`${t.paymentDay} IN (1, 7, 14, 21, 28)`),
    check('regular_payments_amount', sql`${t.amount} > 0`),
  ],
);

/** One row per instruction and due date: the transaction the run created for it. */
export const regularPaymentInstalments = pgTable(
  'regular_payment_instalments',
  {
    regularPaymentId: text('regular_payment_id')
      .notNull()
      .references(() => regularPayments.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    transactionId: text('transaction_id').references(() => portfolioTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.regularPaymentId, t.dueDate] })],
);
