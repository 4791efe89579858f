import type { Role } from '#domain/auth.ts';
import {
  HELD_QUEUE_LIMIT,
  RISK_MESSAGES,
  type HeldOrdersResponse,
  type RiskConfigResponse,
  type RiskRuleView,
} from '#domain/admin/risk.ts';
import { ADMIN_ORDERS_TOPIC, orderTopic } from '#domain/realtime.ts';
import {
  DEFAULT_RISK_THRESHOLD,
  parseRiskParameters,
  RISK_RULE_INFO,
  type RiskRuleKey,
  type RiskRulePatch,
} from '#domain/risk/rules.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { insertNote } from './order-notes.repo.ts';
import { findOrder } from './orders.repo.ts';
import { heldOrders } from './risk-held.queries.ts';
import {
  releaseHold,
  riskRuleRows,
  riskSettingsRow,
  updateHoldThreshold,
  updateRiskRule,
  type RiskRuleRow,
} from './risk.repo.ts';
import { isHeld, riskReasons } from './risk-views.ts';
import type { StaffOrders } from './staff-orders.service.ts';

const ruleState = (row: Pick<RiskRuleRow, 'enabled' | 'weight' | 'parameters'>) => ({
  enabled: row.enabled,
  weight: row.weight,
  parameters: row.parameters,
});

function ruleView(row: RiskRuleRow): RiskRuleView {
  const parameters = Object.fromEntries(
    Object.entries((row.parameters ?? {}) as Record<string, unknown>).filter(
      ([, v]) => typeof v === 'number',
    ),
  ) as Record<string, number>;
  return {
    key: row.key,
    ...RISK_RULE_INFO[row.key],
    enabled: row.enabled,
    weight: row.weight,
    parameters,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The risk factors page: the rules and the threshold (edited, audited) and the queue of held orders (approved). */
export function createRiskReview(
  deps: OrdersDeps,
  staff: StaffOrders,
  /** After a rule or the threshold changed: every process drops its copy. */
  announce: () => Promise<void>,
) {
  const { db } = deps;

  async function config(): Promise<RiskConfigResponse> {
    const rows = await riskRuleRows(db);
    const settings = await riskSettingsRow(db);
    return {
      rules: rows.map(ruleView),
      threshold: {
        value: settings?.holdThreshold ?? DEFAULT_RISK_THRESHOLD,
        updatedAt: (settings?.updatedAt ?? new Date(0)).toISOString(),
      },
    };
  }

  async function updateRule(actor: Actor, key: RiskRuleKey, patch: RiskRulePatch) {
    const saved = await db.transaction(async (tx) => {
      const before = (await riskRuleRows(tx, true)).find((r) => r.key === key);
      if (!before) throw notFound(RISK_MESSAGES.unknownRule);
      let parameters = before.parameters;
      if (patch.parameters !== undefined) {
        const parsed = parseRiskParameters(key, { ...(before.parameters as object), ...patch.parameters });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = `parameters.${issue.path.join('.')}`;
          throw new AppError(400, 'validation_error', issue.message, { [field]: issue.message });
        }
        parameters = parsed.data;
      }
      const after = {
        enabled: patch.enabled ?? before.enabled,
        weight: patch.weight ?? before.weight,
        parameters,
      };
      const row = await updateRiskRule(tx, key, after, actor.userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'risk.rule.update',
        targetType: 'risk_rule',
        targetId: key,
        before: ruleState(before),
        after,
        details: {},
      });
      return row!;
    });
    await announce();
    return ruleView(saved);
  }

  async function setThreshold(actor: Actor, value: number) {
    await db.transaction(async (tx) => {
      const before = await riskSettingsRow(tx, true);
      await updateHoldThreshold(tx, value, actor.userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'risk.threshold.update',
        targetType: 'risk_settings',
        targetId: 'hold_threshold',
        before: { threshold: before?.holdThreshold ?? null },
        after: { threshold: value },
        details: {},
      });
    });
    await announce();
    return (await config()).threshold;
  }

  async function held(): Promise<HeldOrdersResponse> {
    const rows = await heldOrders(db, HELD_QUEUE_LIMIT + 1);
    return {
      orders: rows.slice(0, HELD_QUEUE_LIMIT).map((r) => ({
        id: r.id,
        orderNumber: r.orderNumber,
        createdAt: r.createdAt.toISOString(),
        heldAt: r.heldAt!.toISOString(),
        customerName: r.customerName,
        email: r.email,
        guest: r.userId === null,
        borough: r.borough,
        shopName: r.shopName,
        totalCents: r.totalCents,
        score: r.riskScore,
        reasons: riskReasons(r.riskReasons),
      })),
      truncated: rows.length > HELD_QUEUE_LIMIT,
    };
  }

  /** Releases a held order so the shop may accept it; the note goes to the audit log and the staff notes. */
  async function approve(actor: Actor, roles: readonly Role[], orderId: string, note: string) {
    const released = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound('Order not found');
      if (!isHeld(order)) throw conflict('not_held', RISK_MESSAGES.notHeld);
      const row = await releaseHold(tx, order.id);
      if (!row) throw conflict('not_held', RISK_MESSAGES.notHeld);
      await insertNote(tx, {
        orderId,
        authorUserId: actor.userId,
        text: `Approved after risk review: ${note}`,
      });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'order.risk.approve',
        targetType: 'order',
        targetId: order.id,
        before: { heldAt: order.heldAt!.toISOString(), riskScore: order.riskScore },
        after: { heldAt: null, riskScore: row.riskScore },
        details: { note, reasons: riskReasons(order.riskReasons).map((r) => r.rule) },
      });
      return row;
    });
    // Same status, hold lifted: the staff screens following the `orders` topic refetch the order and the queue.
    const event = {
      kind: 'order.status',
      orderId: released.id,
      status: released.status,
      at: released.updatedAt.toISOString(),
    } as const;
    await deps.bus.publish(ADMIN_ORDERS_TOPIC, event);
    await deps.bus.publish(orderTopic(released.id), event);
    return staff.detail(released.id, roles);
  }

  return { config, updateRule, setThreshold, held, approve };
}
export type RiskReview = ReturnType<typeof createRiskReview>;
