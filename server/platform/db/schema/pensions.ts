import { sql } from 'drizzle-orm';
import {
  boolean,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { clients } from './clients';
import { audited, keelId } from './common';
import { firms } from './firm';

/**
 * Taking pension benefits (issue 19; decision 0901). The client's lump sum allowance used and MPAA flag
 * span all their accounts; each pension account keeps how much of its value is crystallised; every
 * crystallisation and regular income change is one row of history; a regular income plan is keyed by its
 * bciId and pays each due date exactly once.
 */

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** Per client: the lump sum allowance used here and declared from other schemes, and the MPAA trigger. */
export const clientPensionAllowances = pgTable(
  'client_pension_allowances',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    /** Tax-free cash paid by this platform (PCLS and UFPLS tax-free parts) since 6 April 2024. */
    usedHere: money('used_here').notNull().default('0'),
    /** The client's declaration of tax-free lump sums from other schemes. */
    usedElsewhere: money('used_elsewhere').notNull().default('0'),
    /** The day of the first UFPLS or drawdown income (null while the MPAA is not triggered). */
    mpaaTriggeredOn: day('mpaa_triggered_on'),
    ...audited,
  },
  (t) => [uniqueIndex('client_pension_allowances_client').on(t.clientId)],
);

/**
 * Per pension account: the part of its value that is crystallised (designated to drawdown, less drawdown
 * income paid). The rest of the value is uncrystallised; once everything is crystallised (`allCrystallised`)
 * the whole value, growth included, is.
 */
export const pensionFunds = pgTable(
  'pension_funds',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    crystallised: money('crystallised').notNull().default('0'),
    allCrystallised: boolean('all_crystallised').notNull().default(false),
    ...audited,
  },
  (t) => [
    uniqueIndex('pension_funds_account').on(t.accountId),
    check('pension_funds_crystallised', sql`${t.crystallised} >= 0`),
  ],
);

/** The history of crystallisation and regular crystallisation actions (GET /clientproduct/action). */
export const clientProductActions = pgTable(
  'client_product_actions',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    clientId: text('client_id').notNull(),
    clientProductId: text('client_product_id'),
    /** Crystallisation | Regular Crystallisation. */
    actionType: text('action_type').notNull(),
    /** PCLS | UFPLS | FAD; or the plan change (Created, Paused, Resumed, Amended, Stopped, Payment). */
    method: text('method').notNull(),
    bciId: text('bci_id'),
    description: text('description').notNull(),
    amount: money('amount').notNull().default('0'),
    taxFree: money('tax_free').notNull().default('0'),
    taxable: money('taxable').notNull().default('0'),
    estimatedTax: money('estimated_tax').notNull().default('0'),
    transactionIds: text('transaction_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actionDate: day('action_date').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...audited,
  },
  (t) => [
    index('client_product_actions_account').on(t.firmId, t.accountId, t.createdAt),
    index('client_product_actions_bci').on(t.bciId),
  ],
);

/** A regular UFPLS or drawdown income (keyed by its bciId). */
export const regularCrystallisations = pgTable(
  'regular_crystallisations',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    clientId: text('client_id').notNull(),
    /** FAD | UFPLS. */
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    /** Monthly | Quarterly | Annually. */
    frequency: text('frequency').notNull(),
    paymentDay: integer('payment_day').notNull(),
    startDate: day('start_date').notNull(),
    /** The next payment the run will make; null once Stopped. */
    nextPaymentDate: day('next_payment_date'),
    /** Active | Paused | Stopped. */
    status: text('status').notNull().default('Active'),
    ...audited,
  },
  (t) => [
    index('regular_crystallisations_due').on(t.status, t.nextPaymentDate),
    index('regular_crystallisations_account').on(t.firmId, t.accountId),
    check('regular_crystallisations_day', sql`${t.paymentDay} IN (1, 7, 14, 21, 28)`),
    check('regular_crystallisations_amount', sql`${t.amount} > 0`),
  ],
);

/** One row per plan and due date: its primary key makes each payment exactly once. */
export const regularCrystallisationPayments = pgTable(
  'regular_crystallisation_payments',
  {
    bciId: text('bci_id')
      .notNull()
      .references(() => regularCrystallisations.id),
    dueDate: day('due_date').notNull(),
    /** The history row of the payment, or null when it was refused (the reason kept). */
    actionId: text('action_id'),
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bciId, t.dueDate] })],
);
