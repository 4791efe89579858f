import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** `/api/admin/giveaways`: list, create, edit, switch, end, entrants, analytics (to be built). */
export function adminGiveawayRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
