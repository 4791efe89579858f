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
import { can } from '#domain/permissions.ts';
import {
  RISK_RULE_KEYS,
  RiskApproveSchema,
  RiskRulePatchSchema,
  RiskThresholdPatchSchema,
} from '#domain/risk/rules.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

const STAFF = ['admin', 'support'] as const;

/** risk:manage (admin) for everything on the risk page; support is refused with the reason. */
function mayManage(c: AppContext) {
  if (!can(callerRoles(c), 'risk:manage')) throw forbidden(RISK_MESSAGES.refused);
}

const ruleKey = (raw: string) => {
  const parsed = z.enum(RISK_RULE_KEYS).safeParse(raw);
  if (!parsed.success) throw notFound(RISK_MESSAGES.unknownRule);
  return parsed.data;
};

const orderId = (raw: string) => {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw notFound('Order not found');
  return parsed.data;
};

/** Risk factors: the scoring rules and hold threshold (audited edits) and the queue of held orders. */
export function adminRiskRoutes({ orders, env }: Services) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      mayManage(c);
      await next();
    })
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
      const id = orderId(c.req.param('id'));
      const { note } = await jsonBody(c, RiskApproveSchema);
      const answer: AdminOrderResponse = {
        order: await orders.risk.approve(actor, callerRoles(c), id, note),
      };
      return c.json(answer);
    });
}
