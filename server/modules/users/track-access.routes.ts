import { Hono } from 'hono';
import { TrackAccessSchema, type TrackAccessResponse } from '#domain/account/track-access.ts';
import { clientIp, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';

/** `POST /api/track-access` (spec §7): the signed-in browser reports its device; the answer says if access is restricted. */
export function trackAccessRoutes({ users: { accounts: users }, env }: Services) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const userId = requireUserId(c);
    const device = await jsonBody(c, TrackAccessSchema);
    const who = { userId, sessionId: c.get('sessionId') };
    const answer: TrackAccessResponse = await users.devices.track(who, device, clientIp(c, env.TRUST_PROXY));
    return c.json(answer);
  });
}
