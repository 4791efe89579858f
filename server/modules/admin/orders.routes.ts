import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** Orders: the list, one order, its CSV export, its actions and notes. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function adminOrdersRoutes(services: Services) {
  return new Hono<AppEnv>();
}
