import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** `/api/chat`: the caller's own support chat (signed-in customer or guest browser). */
export function chatRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
