import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Request counters per key and window, kept by the ratelimit module (ratelimit.repo.ts). */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
