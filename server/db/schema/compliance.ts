import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { REFUSAL_RULES, REFUSAL_SURFACES } from '#domain/compliance/refusals.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { users } from './auth.ts';
import { instant } from './columns.ts';

export const refusalRuleEnum = pgEnum('refusal_rule', REFUSAL_RULES);
export const refusalSurfaceEnum = pgEnum('refusal_surface', REFUSAL_SURFACES);

/** Every request refused under a NY rule: the rule, where, when and the signed-in user; no other personal data. */
export const complianceRefusals = pgTable(
  'compliance_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    rule: refusalRuleEnum('rule').notNull(),
    surface: refusalSurfaceEnum('surface').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The New York day of the refusal, for the report's counts by day (an index-only scan of a year). */
    day: date('day', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(
        sql`((${sql.identifier('at')} at time zone ${sql.raw(`'${COMPLIANCE.timeZone}'`)}))::date`,
      ),
  },
  (t) => [
    index('compliance_refusals_at_idx').on(t.at, t.id),
    index('compliance_refusals_day_idx').on(t.day, t.rule, t.surface),
  ],
);

/**
 * Excise collected per New York delivery day: kept by statement triggers on `orders` (hand-written in the migration)
 * from the delivered orders themselves, so a year's report reads 366 rows instead of half a million orders.
 */
export const complianceExciseDays = pgTable('compliance_excise_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  taxableCents: bigint('taxable_cents', { mode: 'number' }).notNull(),
  exciseCents: bigint('excise_cents', { mode: 'number' }).notNull(),
});

/**
 * Refusals per New York day, rule and surface: kept by a statement trigger on `compliance_refusals` (hand-written in
 * the migration), so a year's report reads a few thousand rows instead of every refusal of the year.
 */
export const complianceRefusalDays = pgTable(
  'compliance_refusal_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    rule: refusalRuleEnum('rule').notNull(),
    surface: refusalSurfaceEnum('surface').notNull(),
    refusals: integer('refusals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.rule, t.surface] })],
);
