import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { publicDrawRoutes } from './draw.routes.ts';
import { myGiveawayEntriesRoutes, publicGiveawayRoutes } from './public.routes.ts';

/** `/api/giveaways`: the storefront's giveaway pages, entering, sharing, the published draw and claiming. */
export function giveawayRoutes(services: Services) {
  return new Hono<AppEnv>().route('/', publicDrawRoutes(services)).route('/', publicGiveawayRoutes(services));
}

/** `/api/account/giveaway-entries`: the signed-in customer's entries (My Entries). */
export const accountGiveawayRoutes = myGiveawayEntriesRoutes;
