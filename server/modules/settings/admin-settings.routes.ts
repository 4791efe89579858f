import { Hono } from 'hono';
import { SettingsUpdateSchema, type SettingsResponse } from '#domain/admin/settings.ts';
import { requestActor, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody } from '#server/http/validate.ts';

/** `/api/admin/settings`: the store's settings, read and changed by admins (settings:write), each change audited. */
export function adminSettingsRoutes({ settings, env }: Services) {
  return new Hono<AppEnv>()
    .use('*', requirePermission('settings:write'))
    .get('/', async (c) => {
      const answer: SettingsResponse = { settings: await settings.load() };
      return c.json(answer);
    })
    .put('/', async (c) => {
      const changes = await jsonBody(c, SettingsUpdateSchema);
      const answer: SettingsResponse = {
        settings: await settings.update(requestActor(c, env.TRUST_PROXY), changes),
      };
      return c.json(answer);
    });
}
