import { Hono } from 'hono';
import type { AppEnv, Services } from '#server/http/context.ts';

/** `/api/admin/live-chat`: the staff side of support chat (chat:answer: admin and support). */
export function adminLiveChatRoutes(_services: Services) {
  return new Hono<AppEnv>();
}
