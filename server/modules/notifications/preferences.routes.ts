import { Hono } from 'hono';
import { NotificationPreferencesSchema } from '#domain/notifications.schemas.ts';
import { requireUserId, type AppEnv, type Services } from '#server/http/context.ts';
import { jsonBody } from '#server/http/validate.ts';

/** A customer reads and writes only their own row: the user id comes from the session, never the request. */
export function preferencesRoutes({ notificationPreferences }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ preferences: await notificationPreferences.read(requireUserId(c)) }))
    .put('/', async (c) => {
      const userId = requireUserId(c);
      const input = await jsonBody(c, NotificationPreferencesSchema);
      return c.json({ preferences: await notificationPreferences.save(userId, input) });
    });
}
