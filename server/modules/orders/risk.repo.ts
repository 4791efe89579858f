import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { RiskRuleKey } from '#domain/risk/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { riskRules, riskSettings } from '#server/db/schema/risk.ts';

// The risk rules, the hold threshold, and the hold on an order (its release). The orders module owns them.

const RULE_COLUMNS = {
  key: riskRules.key,
  enabled: riskRules.enabled,
  weight: riskRules.weight,
  parameters: riskRules.parameters,
  updatedAt: riskRules.updatedAt,
  updatedBy: riskRules.updatedBy,
};

export function riskRuleRows(db: DbOrTx, lock = false) {
  const query = db.select(RULE_COLUMNS).from(riskRules).orderBy(asc(riskRules.key));
  return lock ? query.for('update') : query;
}
export type RiskRuleRow = Awaited<ReturnType<typeof riskRuleRows>>[number];

export async function riskSettingsRow(db: DbOrTx, lock = false) {
  const query = db
    .select({
      holdThreshold: riskSettings.holdThreshold,
      updatedAt: riskSettings.updatedAt,
      updatedBy: riskSettings.updatedBy,
    })
    .from(riskSettings)
    .where(eq(riskSettings.id, 1));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function updateRiskRule(
  tx: DbOrTx,
  key: RiskRuleKey,
  values: { enabled: boolean; weight: number; parameters: unknown },
  by: string,
) {
  const [row] = await tx
    .update(riskRules)
    .set({ ...values, updatedAt: sql`now()`, updatedBy: by })
    .where(eq(riskRules.key, key))
    .returning(RULE_COLUMNS);
  return row ?? null;
}

export async function updateHoldThreshold(tx: DbOrTx, holdThreshold: number, by: string) {
  await tx
    .insert(riskSettings)
    .values({ id: 1, holdThreshold, updatedBy: by })
    .onConflictDoUpdate({
      target: riskSettings.id,
      set: { holdThreshold, updatedAt: sql`now()`, updatedBy: by },
    });
}

/** Lifts the hold of a pending order; null when it is not held (any more). */
export async function releaseHold(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .update(orders)
    .set({ heldAt: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNotNull(orders.heldAt), eq(orders.status, 'pending')))
    .returning();
  return row ?? null;
}
