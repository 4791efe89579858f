import { Hono } from 'hono';
import { DevWaitingChatSchema } from '#domain/chat/staff-schemas.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import { devTokenGuard } from '#server/http/middleware/dev-token.ts';

/**
 * `/api/dev/chat` (mounted only with DEV_TOOLS, behind the DEV_TOKEN secret): a guest's chat already waiting for a
 * person, for the end-to-end test of the staff desk.
 */
export function devChatRoutes({ chat: { live: liveChat }, env }: Services) {
  return new Hono<AppEnv>().use(devTokenGuard(env.DEV_TOKEN)).post('/waiting', async (c) => {
    return c.json(await liveChat.devWaiting(await jsonBody(c, DevWaitingChatSchema)), 201);
  });
}
