import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TSavedViewResource } from '../../../../contract/savedViews';
import { audited, keelId } from './common';

/**
 * A list's filters, sort and columns saved under a name (decision 1004): its owner's, or shared with the
 * whole firm. Audited like every firm record, so a shared view's changes say who made them.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id').notNull(),
    ownerId: text('owner_id').notNull(),
    resource: text('resource').$type<TSavedViewResource>().notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    sort: jsonb('sort').$type<{ field: string; order: 'ASC' | 'DESC' } | null>(),
    shared: boolean('shared').notNull().default(false),
    ...audited,
  },
  (t) => [
    index('saved_views_owner').on(t.firmId, t.ownerId, t.resource),
    index('saved_views_shared').on(t.firmId, t.shared, t.resource),
  ],
);
