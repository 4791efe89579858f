import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';
import { adminGiveawayRoutes } from './admin-giveaways.routes.ts';
import { adminDrawRoutes, publicDrawRoutes } from './draw.routes.ts';
import { myGiveawayEntriesRoutes, publicGiveawayRoutes } from './public.routes.ts';

/** `/api/giveaways`: the storefront's giveaway pages, entering, sharing, the published draw and claiming. */
export function giveawayRoutes(services: Services) {
  return new Hono<AppEnv>().route('/', publicDrawRoutes(services)).route('/', publicGiveawayRoutes(services));
}

/** `/api/account/giveaway-entries`: the signed-in customer's entries (My Entries). */
export const accountGiveawayRoutes = myGiveawayEntriesRoutes;

/** `/api/admin/giveaways`: the draw and winners first (their paths are the more specific), then the rest. */
export function adminGiveawaysRoutes(services: Services) {
  return new Hono<AppEnv>().route('/', adminDrawRoutes(services)).route('/', adminGiveawayRoutes(services));
}
