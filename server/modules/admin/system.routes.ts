import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** The store's running: dashboard, settings, audit log, outbox and search. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function adminSystemRoutes(services: Services) {
  return new Hono<AppEnv>();
}
