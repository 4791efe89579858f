import { bigint, bigserial, date, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { instant } from './columns.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    pageUrl: text('page_url').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_time_idx').on(t.name, t.receivedAt),
    index('analytics_events_received_idx').on(t.receivedAt),
  ],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    component: text('component'),
    context: text('context'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
    area: text('area'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [index('client_errors_time_idx').on(t.receivedAt)],
);

/**
 * The analytics read model: one row per New York day, metric and key (a borough, a shop id, an hour, a search term…)
 * with a count and an amount in cents, written once for each day that can no longer change (see
 * server/modules/analytics/rollup.repo.ts). Days not rolled up yet are computed live from the same queries.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.key] })],
);

/** The days whose rows are in analytics_daily (a day without any activity has no rows but is rolled up). */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: instant('rolled_at').notNull().defaultNow(),
});
