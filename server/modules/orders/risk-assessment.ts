import type { Checkout } from '#domain/checkout.schemas.ts';
import {
  DEFAULT_RISK_RULES,
  DEFAULT_RISK_THRESHOLD,
  parseRiskParameters,
  type RiskRule,
} from '#domain/risk/rules.ts';
import { scoreOrder, type RiskSignals } from '#domain/risk/score.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { riskRuleRows, riskSettingsRow, type RiskRuleRow } from './risk.repo.ts';
import { accountCreatedAt, customerHistory, daysBefore } from './risk-signals.queries.ts';

const DAY_MS = 86_400_000;

/** The two device signals; the users module's device tracking answers them (zeros until it is wired). */
export type DeviceSignals = (
  tx: DbOrTx,
  userId: string | null,
  deviceId: string | null,
) => Promise<{ devicesOnAccount: number; accountsOnDevice: number }>;

export const noDeviceSignals: DeviceSignals = async () => ({ devicesOnAccount: 0, accountsOnDevice: 0 });

/** A stored rule as the domain reads it; parameters that no longer parse switch the rule off rather than guess. */
export function toRiskRule(row: Pick<RiskRuleRow, 'key' | 'enabled' | 'weight' | 'parameters'>): RiskRule {
  const parsed = parseRiskParameters(row.key, row.parameters);
  return {
    key: row.key,
    enabled: row.enabled && parsed.success,
    weight: row.weight,
    parameters: parsed.success ? parsed.data : {},
  } as RiskRule;
}

/** The rules in force and the threshold, read in the caller's transaction. */
export async function riskConfig(db: DbOrTx): Promise<RiskConfig> {
  const rules = (await riskRuleRows(db)).map(toRiskRule);
  const settings = await riskSettingsRow(db);
  return { rules, threshold: settings?.holdThreshold ?? DEFAULT_RISK_THRESHOLD };
}

/** A rule's period in days (the defaults' when the rule's parameters do not parse). */
function windowOf(
  rules: readonly RiskRule[],
  key: 'many_cancelled_orders' | 'failed_door_checks_at_address' | 'one_id_many_customers',
) {
  const rule = rules.find((r) => r.key === key);
  if (rule && 'withinDays' in rule.parameters) return rule.parameters.withinDays;
  const fallback = DEFAULT_RISK_RULES.find((r) => r.key === key)!.parameters;
  return 'withinDays' in fallback ? fallback.withinDays : 90;
}

export interface RiskConfig {
  rules: RiskRule[];
  threshold: number;
}

export interface RiskInput {
  userId: string | null;
  deviceId: string | null;
  input: Pick<Checkout, 'email' | 'phone' | 'street' | 'zip'>;
  totalCents: number;
  now: Date;
}

/**
 * Scores a new order in the checkout's transaction, before it is written: the order's risk columns (score, reasons,
 * and `heldAt` when the score reaches the threshold, so it waits in `pending` for an admin).
 */
export async function assessRisk(
  deps: Pick<OrdersDeps, 'deviceSignals' | 'riskConfig'>,
  tx: Tx,
  ctx: RiskInput,
) {
  const { rules, threshold } = await (deps.riskConfig ?? riskConfig)(tx);
  const cancelDays = windowOf(rules, 'many_cancelled_orders');
  const failedDays = windowOf(rules, 'failed_door_checks_at_address');
  const sameIdDays = windowOf(rules, 'one_id_many_customers');
  const created = await accountCreatedAt(tx, ctx.userId);
  const history = await customerHistory(
    tx,
    { userId: ctx.userId, email: ctx.input.email, phone: ctx.input.phone },
    daysBefore(ctx.now, cancelDays),
    {
      address: ctx.input,
      since: daysBefore(ctx.now, failedDays),
      sameIdSince: daysBefore(ctx.now, sameIdDays),
    },
  );
  const devices = await (deps.deviceSignals ?? noDeviceSignals)(tx, ctx.userId, ctx.deviceId);
  const signals: RiskSignals = {
    totalCents: ctx.totalCents,
    accountAgeDays: created
      ? Math.max(0, Math.floor((ctx.now.getTime() - created.getTime()) / DAY_MS))
      : null,
    earlierOrders: history.earlier,
    devicesOnAccount: devices.devicesOnAccount,
    accountsOnDevice: devices.accountsOnDevice,
    failedDoorChecksAtAddress: history.failedDoorChecks,
    cancelledOrders: history.cancelled,
    deliveredOrders: history.delivered,
    medianDeliveredCents: history.median,
    customersOnSameId: history.customersOnSameId,
  };
  const { score, reasons, held } = scoreOrder(signals, rules, threshold);
  return { riskScore: score, riskReasons: reasons, heldAt: held ? ctx.now : null };
}
