import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** Dispatch: couriers on shift, assigning orders, and the live map. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function adminDispatchRoutes(services: Services) {
  return new Hono<AppEnv>();
}
