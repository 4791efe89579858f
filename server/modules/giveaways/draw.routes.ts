import { Hono } from 'hono';
import type { DrawCheckData } from '#domain/giveaways/draw-check.ts';
import type { ClaimResponse } from '#domain/giveaways/draw-schemas.ts';
import { GIVEAWAY_MESSAGES, type PublishedDrawResponse } from '#domain/giveaways/schemas.ts';
import { requestActor, requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { notFound } from '#server/lib/errors.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugOf = (c: AppContext) => {
  const slug = c.req.param('slug') ?? '';
  if (!SLUG.test(slug) || slug.length > 60) throw notFound(GIVEAWAY_MESSAGES.notFound);
  return slug;
};

/**
 * `/api/giveaways/:slug/draw` and `/:slug/check` (the check page's record, 404 before the draw) (public, also with
 * the giveaway switch off: a draw stays verifiable) and
 * `/:slug/claim` (the signed-in winner; also with the switch off: a prize won stays claimable).
 */
export function publicDrawRoutes({ giveaways: { draw: giveawayDraw }, env }: Services) {
  return new Hono<AppEnv>()
    .get('/:slug/draw', async (c) => {
      const answer: PublishedDrawResponse = await giveawayDraw.published(slugOf(c));
      return c.json(answer);
    })
    .get('/:slug/check', async (c) => {
      const answer: DrawCheckData = await giveawayDraw.checkData(slugOf(c));
      return c.json(answer);
    })
    .post('/:slug/claim', async (c) => {
      requireUserId(c);
      const slug = slugOf(c);
      const actor = requestActor(c, env.TRUST_PROXY);
      const answer: ClaimResponse = await giveawayDraw.claim(actor, slug);
      return c.json(answer);
    });
}
