import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminOrderResponse } from '#domain/admin/order-detail.ts';
import {
  RISK_MESSAGES,
  type HeldOrdersResponse,
  type RiskConfigResponse,
  type RiskRuleResponse,
  type RiskThresholdResponse,
} from '#domain/admin/risk.ts';
import {
  RISK_RULE_KEYS,
  RiskApproveSchema,
  RiskRulePatchSchema,
  RiskThresholdPatchSchema,
} from '#domain/risk/rules.ts';
import { callerRoles, requestActor, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { notFound } from '#server/lib/errors.ts';

const STAFF = ['admin', 'support'] as const;

const ruleKey = (raw: string) => {
  const parsed = z.enum(RISK_RULE_KEYS).safeParse(raw);
  if (!parsed.success) throw notFound(RISK_MESSAGES.unknownRule);
  return parsed.data;
};

/** Risk factors: the scoring rules and hold threshold (audited edits) and the queue of held orders. */
export function adminRiskRoutes({ orders, env }: Services) {
  return (
    new Hono<AppEnv>()
      // risk:manage (admin) for everything on the risk page; support is refused with the reason.
      .use('*', requirePermission('risk:manage').refusing(RISK_MESSAGES.refused))
      .get('/rules', async (c) => c.json((await orders.risk.config()) satisfies RiskConfigResponse))
      .patch('/rules/:key', async (c) => {
        const actor = requestActor(c, env.TRUST_PROXY, STAFF);
        const key = ruleKey(c.req.param('key'));
        const patch = await jsonBody(c, RiskRulePatchSchema);
        const answer: RiskRuleResponse = { rule: await orders.risk.updateRule(actor, key, patch) };
        return c.json(answer);
      })
      .put('/threshold', async (c) => {
        const actor = requestActor(c, env.TRUST_PROXY, STAFF);
        const { threshold } = await jsonBody(c, RiskThresholdPatchSchema);
        const answer: RiskThresholdResponse = { threshold: await orders.risk.setThreshold(actor, threshold) };
        return c.json(answer);
      })
      .get('/held', async (c) => c.json((await orders.risk.held()) satisfies HeldOrdersResponse))
      .post('/held/:id/approve', async (c) => {
        const actor = requestActor(c, env.TRUST_PROXY, STAFF);
        const id = uuidParam(c, 'id', 'Order not found');
        const { note } = await jsonBody(c, RiskApproveSchema);
        const answer: AdminOrderResponse = {
          order: await orders.risk.approve(actor, callerRoles(c), id, note),
        };
        return c.json(answer);
      })
  );
}
