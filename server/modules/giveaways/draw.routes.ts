import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** `/api/giveaways/:slug/draw` and `/:slug/claim` (to be built). */
export function publicDrawRoutes(_services: Services) {
  return new Hono<AppEnv>();
}

/** `/api/admin/giveaways/:id/draw`, winners (to be built). */
export function adminDrawRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
