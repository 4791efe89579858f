import { Hono } from 'hono';
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
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** `/api/admin/giveaways`: list, create, edit, switch, end now, entrants, analytics; all need giveaways:manage. */
export function adminGiveawayRoutes({ giveaways: { admin: giveaways }, env }: Services) {
  const actorOf = (c: AppContext) => requestActor(c, env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', GIVEAWAY_MESSAGES.notFound);
  const one = (giveaway: Awaited<ReturnType<typeof giveaways.create>>) => ({ giveaway });

  return (
    new Hono<AppEnv>()
      .use('*', requirePermission('giveaways:manage'))
      .get('/', async (c) => {
        return c.json({ giveaways: await giveaways.list() });
      })
      .post('/', async (c) => {
        const actor = actorOf(c);
        const input = await jsonBody(c, GiveawayInputSchema);
        return c.json(one(await giveaways.create(actor, input)), 201);
      })
      // Static paths before `/:id`.
      .get('/entrants', async (c) => {
        const answer: AdminEntrantPage = await giveaways.entrants.list(queryOf(c, EntrantListQuerySchema));
        return c.json(answer);
      })
      .get('/entrants/export.csv', async (c) => {
        const body = await giveaways.entrants.csv(queryOf(c, EntrantListQuerySchema));
        return csvResponse(c, 'giveaway-entrants.csv', body);
      })
      .post('/entrants/:id/disqualify', async (c) => {
        const actor = actorOf(c);
        const id = uuidParam(c, 'id', GIVEAWAY_ADMIN_MESSAGES.entrantNotFound);
        const { reason } = await jsonBody(c, DisqualifySchema);
        const answer: AdminEntrantResponse = {
          entrant: await giveaways.entrants.disqualify(actor, id, reason),
        };
        return c.json(answer);
      })
      .post('/entrants/:id/referral', async (c) => {
        const actor = actorOf(c);
        const id = uuidParam(c, 'id', GIVEAWAY_ADMIN_MESSAGES.entrantNotFound);
        const decision = await jsonBody(c, ReferralDecisionSchema);
        const answer: AdminEntrantResponse = {
          entrant: await giveaways.entrants.decideReferral(actor, id, decision),
        };
        return c.json(answer);
      })
      .get('/:id', async (c) => {
        const answer: AdminGiveawayDetail = await giveaways.one(idOf(c));
        return c.json(answer);
      })
      .put('/:id', async (c) => {
        const actor = actorOf(c);
        const id = idOf(c);
        const input = await jsonBody(c, GiveawayInputSchema);
        return c.json(one(await giveaways.update(actor, id, input)));
      })
      .post('/:id/active', async (c) => {
        const actor = actorOf(c);
        const id = idOf(c);
        const { active } = await jsonBody(c, GiveawayActiveSchema);
        return c.json(one(await giveaways.setActive(actor, id, active)));
      })
      .post('/:id/end', async (c) => {
        const actor = actorOf(c);
        return c.json(one(await giveaways.end(actor, idOf(c))));
      })
      .get('/:id/analytics', async (c) => {
        const answer: GiveawayAnalytics = await giveaways.analytics(idOf(c));
        return c.json(answer);
      })
  );
}
