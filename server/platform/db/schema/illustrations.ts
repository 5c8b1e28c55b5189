import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { audited, keelId } from './common';
import { firms } from './firm';

/**
 * Stored product illustrations (issue 19, decision 0902): what was asked (inputs, the create body as
 * accepted) and what the engine answered (result), kept together so the printed illustration and a copy
 * show exactly what was illustrated that day. Never changed once made: a new one is a copy.
 */
export const illustrations = pgTable(
  'illustrations',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id'),
    accountId: text('account_id'),
    name: text('name').notNull(),
    /** ACCUMULATION | DRAWDOWN (spec §3). */
    status: text('status').notNull(),
    wrapperType: text('wrapper_type').notNull(),
    termYears: integer('term_years').notNull(),
    asAt: date('as_at', { mode: 'string' }).notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    ...audited,
  },
  (t) => [
    index('illustrations_firm_status_created').on(t.firmId, t.status, t.createdAt),
    index('illustrations_client').on(t.clientId),
  ],
);
