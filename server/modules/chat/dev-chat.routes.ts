import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { DevWaitingChatSchema } from '#domain/chat/staff-schemas.ts';
import type { AppEnv, Services } from '#server/http/context.ts';
import { jsonBody } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';

/** Compares digests, so neither the length nor the bytes of the secret leak through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const holdsDevToken = (given: string | undefined, secret: string) =>
  timingSafeEqual(digest(given ?? ''), digest(secret));

/**
 * `/api/dev/chat` (mounted only with DEV_TOOLS, behind the DEV_TOKEN secret): a guest's chat already waiting for a
 * person, for the end-to-end test of the staff desk.
 */
export function devChatRoutes({ liveChat, env }: Services) {
  return new Hono<AppEnv>().post('/waiting', async (c) => {
    if (!holdsDevToken(c.req.header('x-dev-token'), env.DEV_TOKEN)) throw forbidden('Dev token required');
    return c.json(await liveChat.devWaiting(await jsonBody(c, DevWaitingChatSchema)), 201);
  });
}
