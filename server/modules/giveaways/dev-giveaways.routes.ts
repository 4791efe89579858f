import { Hono } from 'hono';
import { DevGiveawaySchema, type DevGiveawayResponse } from '#domain/giveaways/draw-schemas.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import { devTokenGuard } from '#server/http/middleware/dev-token.ts';
import { createDevGiveaways } from './dev-giveaways.service.ts';

/**
 * `/api/dev/giveaways` (mounted only with DEV_TOOLS, behind the DEV_TOKEN secret): a test giveaway with entrants and
 * ending it now, for the end-to-end test of the draw.
 */
export function devGiveawayRoutes({ database, bus, env }: Services) {
  const dev = createDevGiveaways({ db: database.db, bus, now: () => new Date() });
  return new Hono<AppEnv>()
    .use(devTokenGuard(env.DEV_TOKEN))
    .post('/', async (c) => {
      const answer: DevGiveawayResponse = await dev.create(await jsonBody(c, DevGiveawaySchema));
      return c.json(answer, 201);
    })
    .post('/:slug/end', async (c) => {
      const answer: DevGiveawayResponse = await dev.end(c.req.param('slug'));
      return c.json(answer);
    });
}
