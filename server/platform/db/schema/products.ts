import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audited, keelId } from './common';
import { clients } from './clients';
import { firms } from './firm';

/**
 * Client products: one per client and wrapper type. A trigger on `accounts` (migration
 * 0006_client_product_trigger) opens it with the client's first account of that wrapper, so no code path
 * that opens accounts (API, seed, bulk growth) can leave one out.
 */
export const clientProducts = pgTable(
  'client_products',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
    wrapperType: text('wrapper_type').notNull(),
    schemeProductId: text('scheme_product_id').notNull(),
    status: text('status').notNull().default('Active'),
    /** termsAccepted, declarationAcceptedDate, acceptedProviderTerms. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...audited,
  },
  (t) => [
    uniqueIndex('client_products_client_wrapper').on(t.firmId, t.clientId, t.wrapperType),
    index('client_products_firm_wrapper').on(t.firmId, t.wrapperType),
  ],
);
