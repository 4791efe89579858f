import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { RISK_RULE_KEYS } from '#domain/risk/rules.ts';
import { users } from './auth.ts';
import { instant } from './columns.ts';

export const riskRuleKeyEnum = pgEnum('risk_rule_key', RISK_RULE_KEYS);

/** The risk rules every new order is scored with (owned by the orders module; defaults seeded by the migration). */
export const riskRules = pgTable(
  'risk_rules',
  {
    key: riskRuleKeyEnum('key').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    weight: integer('weight').notNull(),
    /** Checked by the rule's zod schema in domain/risk/rules.ts on every write and read. */
    parameters: jsonb('parameters').$type<unknown>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('risk_rules_weight_range', sql`${t.weight} between 0 and 100`)],
);

/** One row: the score at or above which a new order is held for review. */
export const riskSettings = pgTable(
  'risk_settings',
  {
    id: smallint('id').primaryKey().default(1),
    holdThreshold: integer('hold_threshold').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('risk_settings_one_row', sql`${t.id} = 1`),
    check('risk_settings_threshold_range', sql`${t.holdThreshold} between 1 and 1000`),
  ],
);
