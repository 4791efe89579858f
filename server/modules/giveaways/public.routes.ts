import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** `/api/giveaways/...`: the live giveaway, one giveaway's page, the caller's entry, entering (to be built). */
export function publicGiveawayRoutes(_services: Services) {
  return new Hono<AppEnv>();
}

/** `/api/account/giveaway-entries` (to be built). */
export function myGiveawayEntriesRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
