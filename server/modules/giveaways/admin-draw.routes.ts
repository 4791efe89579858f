import { Hono } from 'hono';
import { GIVEAWAY_ADMIN_MESSAGES } from '#domain/giveaways/admin-schemas.ts';
import {
  PassWinnerSchema,
  type AdminWinnersResponse,
  type PassWinnerResponse,
} from '#domain/giveaways/draw-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { notFound } from '#server/lib/errors.ts';

/** `/api/admin/giveaways/:id/draw` and the winners: giveaways:manage (admin). */
export function adminDrawRoutes({ giveaways: { draw: giveawayDraw }, env }: Services) {
  const actorOf = (c: AppContext) => requestActor(c, env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', GIVEAWAY_MESSAGES.notFound);
  const rankOf = (c: AppContext) => {
    const rank = Number(c.req.param('rank'));
    if (!Number.isSafeInteger(rank) || rank < 1 || rank > 1000)
      throw notFound(GIVEAWAY_ADMIN_MESSAGES.winnerNotFound);
    return rank;
  };
  return new Hono<AppEnv>()
    .use('*', requirePermission('giveaways:manage'))
    .post('/:id/draw', async (c) => {
      const actor = actorOf(c);
      const answer: AdminWinnersResponse = await giveawayDraw.draw(actor, idOf(c));
      return c.json(answer);
    })
    .get('/:id/winners', async (c) => {
      const answer: AdminWinnersResponse = await giveawayDraw.winners(idOf(c));
      return c.json(answer);
    })
    .post('/:id/winners/:rank/pass', async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const rank = rankOf(c);
      const input = await jsonBody(c, PassWinnerSchema);
      const answer: PassWinnerResponse = await giveawayDraw.pass(actor, id, rank, input);
      return c.json(answer);
    });
}
