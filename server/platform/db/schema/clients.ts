import { date, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audited, keelId } from './common';
import { firms } from './firm';

/**
 * Clients. The columns are what lists filter and sort on; the rest of the record (address, nationalities,
 * bank details, …) lives in `profile`, validated by contract/clients.ts on the way in.
 */
export const clients = pgTable(
  'clients',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    clientType: text('client_type').notNull(),
    status: text('status').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    surname: text('surname'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    parentId: text('parent_id'),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    ...audited,
  },
  (t) => [
    index('clients_firm_name').on(t.firmId, sql`lower(${t.name})`, t.id),
    index('clients_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('clients_firm_status_type').on(t.firmId, t.status, t.clientType),
    index('clients_firm_node').on(t.firmId, t.nodeId),
    index('clients_firm_parent').on(t.firmId, t.parentId),
    index('clients_firm_created').on(t.firmId, t.createdAt),
    // The embedded address lookup (addresses/providers.ts): addresses on file in the firm at a postcode.
    index('clients_firm_post_code').on(t.firmId, sql`(${t.profile} -> 'addressDetail' ->> 'postCode')`),
  ],
);

/** Portfolio groups: client fee groups and pension account groups (spec §3). */
export const portfolioGroups = pgTable(
  'portfolio_groups',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    groupIntent: text('group_intent').notNull(),
    groupType: text('group_type'),
    status: text('status').notNull().default('Active'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...audited,
  },
  (t) => [index('portfolio_groups_firm').on(t.firmId, t.groupIntent, t.status)],
);

export const portfolioGroupMembers = pgTable(
  'portfolio_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => portfolioGroups.id),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.clientId] }),
    index('portfolio_group_members_client').on(t.clientId),
  ],
);
