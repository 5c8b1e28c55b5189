import { numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { assets } from './accounts';
import { models } from './models';

/**
 * A model's instruments and their target weights in percent. Apart from models.ts because it refers to
 * the instruments (accounts.ts), which itself refers to models for an account's model.
 */
export const modelComponents = pgTable(
  'model_components',
  {
    modelId: text('model_id')
      .notNull()
      .references(() => models.id),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    weight: numeric('weight', { precision: 7, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.assetId] })],
);
