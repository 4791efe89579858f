import { Hono } from 'hono';
import { z } from 'zod';
import type { GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import {
  EntrantListQuerySchema,
  GiveawayActiveSchema,
  ReferralDecisionSchema,
  type AdminEntrantPage,
  type AdminEntrantResponse,
  type AdminGiveawayDetail,
} from '#domain/giveaways/admin-entrants.ts';
import {
  DisqualifySchema,
  GIVEAWAY_ADMIN_MESSAGES,
  GiveawayInputSchema,
} from '#domain/giveaways/admin-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { can } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/** `/api/admin/giveaways`: list, create, edit, switch, end now, entrants, analytics; all need giveaways:manage. */
export function adminGiveawayRoutes({ adminGiveaways: giveaways, env }: Services) {
  const manage = (c: AppContext) => {
    if (!can(callerRoles(c), 'giveaways:manage')) throw forbidden();
    return requestActor(c, env.TRUST_PROXY, ['admin']);
  };
  const uuidParam = (c: AppContext, message: string) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(message);
    return parsed.data;
  };
  const idOf = (c: AppContext) => uuidParam(c, GIVEAWAY_MESSAGES.notFound);
  const one = (giveaway: Awaited<ReturnType<typeof giveaways.create>>) => ({ giveaway });

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        manage(c);
        return c.json({ giveaways: await giveaways.list() });
      })
      .post('/', async (c) => {
        const actor = manage(c);
        const input = await jsonBody(c, GiveawayInputSchema);
        return c.json(one(await giveaways.create(actor, input)), 201);
      })
      // Static paths before `/:id`.
      .get('/entrants', async (c) => {
        manage(c);
        const answer: AdminEntrantPage = await giveaways.entrants.list(queryOf(c, EntrantListQuerySchema));
        return c.json(answer);
      })
      .get('/entrants/export.csv', async (c) => {
        manage(c);
        const body = await giveaways.entrants.csv(queryOf(c, EntrantListQuerySchema));
        return c.body(body, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="giveaway-entrants.csv"',
          'cache-control': 'no-store',
        });
      })
      .post('/entrants/:id/disqualify', async (c) => {
        const actor = manage(c);
        const id = uuidParam(c, GIVEAWAY_ADMIN_MESSAGES.entrantNotFound);
        const { reason } = await jsonBody(c, DisqualifySchema);
        const answer: AdminEntrantResponse = {
          entrant: await giveaways.entrants.disqualify(actor, id, reason),
        };
        return c.json(answer);
      })
      .post('/entrants/:id/referral', async (c) => {
        const actor = manage(c);
        const id = uuidParam(c, GIVEAWAY_ADMIN_MESSAGES.entrantNotFound);
        const decision = await jsonBody(c, ReferralDecisionSchema);
        const answer: AdminEntrantResponse = {
          entrant: await giveaways.entrants.decideReferral(actor, id, decision),
        };
        return c.json(answer);
      })
      .get('/:id', async (c) => {
        manage(c);
        const answer: AdminGiveawayDetail = await giveaways.one(idOf(c));
        return c.json(answer);
      })
      .put('/:id', async (c) => {
        const actor = manage(c);
        const id = idOf(c);
        const input = await jsonBody(c, GiveawayInputSchema);
        return c.json(one(await giveaways.update(actor, id, input)));
      })
      .post('/:id/active', async (c) => {
        const actor = manage(c);
        const id = idOf(c);
        const { active } = await jsonBody(c, GiveawayActiveSchema);
        return c.json(one(await giveaways.setActive(actor, id, active)));
      })
      .post('/:id/end', async (c) => {
        const actor = manage(c);
        return c.json(one(await giveaways.end(actor, idOf(c))));
      })
      .get('/:id/analytics', async (c) => {
        manage(c);
        const answer: GiveawayAnalytics = await giveaways.analytics(idOf(c));
        return c.json(answer);
      })
  );
}
