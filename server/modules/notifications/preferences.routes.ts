import { Hono } from 'hono';
import type { PreferencesResponse } from '#domain/account/preferences-response.ts';
import { NotificationPreferencesSchema } from '#domain/notifications.schemas.ts';
import { requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';

/** A customer reads and writes only their own row: the user id comes from the session, never the request. */
export function preferencesRoutes({ notifications: { preferences: notificationPreferences } }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const answer: PreferencesResponse = {
        preferences: await notificationPreferences.read(requireUserId(c)),
      };
      return c.json(answer);
    })
    .put('/', async (c) => {
      const userId = requireUserId(c);
      const input = await jsonBody(c, NotificationPreferencesSchema);
      const answer: PreferencesResponse = { preferences: await notificationPreferences.save(userId, input) };
      return c.json(answer);
    });
}
