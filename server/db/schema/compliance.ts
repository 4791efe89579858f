import { bigserial, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REFUSAL_RULES, REFUSAL_SURFACES } from '#domain/compliance/refusals.ts';
import { users } from './auth.ts';

export const refusalRuleEnum = pgEnum('refusal_rule', REFUSAL_RULES);
export const refusalSurfaceEnum = pgEnum('refusal_surface', REFUSAL_SURFACES);

/** Every request refused under a NY rule: the rule, where, when and the signed-in user; no other personal data. */
export const complianceRefusals = pgTable(
  'compliance_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    rule: refusalRuleEnum('rule').notNull(),
    surface: refusalSurfaceEnum('surface').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('compliance_refusals_at_idx').on(t.at, t.id),
    index('compliance_refusals_rule_at_idx').on(t.rule, t.at),
  ],
);
