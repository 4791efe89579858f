import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Admin-changeable store settings (delivery fees, opening hours, map tiles), one JSON value per key. */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamps.updatedAt,
});
