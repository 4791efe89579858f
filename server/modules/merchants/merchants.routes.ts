import { Hono } from 'hono';
import type { MerchantMeResponse } from '#domain/account/staff-response.ts';
import { permissionsOf } from '#domain/permissions.ts';
import { callerRoles, requireUserId, type AppEnv, type Services } from '#server/http/context.ts';
import { requireRole } from '#server/http/middleware/require-role.ts';

/** The merchant portal's API: a merchant's shop comes from its session, never from the request. */
export function merchantRoutes({ catalog }: Services) {
  return new Hono<AppEnv>().use('*', requireRole('merchant')).get('/me', async (c) => {
    const id = requireUserId(c);
    const roles = callerRoles(c);
    const shopId = await catalog.shopOwnedBy(id);
    const answer: MerchantMeResponse = { id, roles, permissions: permissionsOf(roles), shopId };
    return c.json(answer);
  });
}
