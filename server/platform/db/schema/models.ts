import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { audited, keelId } from './common';
import { firms } from './firm';

/** Model portfolios (issue 17): target weights in percent (60 means 60 %) that accounts follow. */
export const models = pgTable(
  'models',
  {
    id: keelId().primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id),
    nodeId: text('node_id').notNull(),
    name: text('name').notNull(),
    /** Advisory | Discretionary (spec §3). */
    type: text('type').notNull(),
    /** Active | Pending | Deleted (spec §3). */
    status: text('status').notNull(),
    description: text('description'),
    riskLevel: integer('risk_level').notNull(),
    /** The band, in percentage points, an account's weight may drift from target before it is out of tolerance. */
    tolerance: numeric('tolerance', { precision: 7, scale: 4 }).notNull(),
    cashWeight: numeric('cash_weight', { precision: 7, scale: 4 }).notNull(),
    ...audited,
  },
  (t) => [index('models_firm_type_name').on(t.firmId, t.type, t.name)],
);

export interface ModelVersionComponent {
  assetId: string;
  weight: string;
}

/** Every change of a model's components or cash weight, as the model stood after it, with who and what. */
export const modelVersions = pgTable(
  'model_versions',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id),
    version: integer('version').notNull(),
    components: jsonb('components').$type<ModelVersionComponent[]>().notNull(),
    cashWeight: numeric('cash_weight', { precision: 7, scale: 4 }).notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Plain words for the console: "Created", "Weights changed: …". */
    change: text('change').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.version] })],
);
