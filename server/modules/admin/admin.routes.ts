import { Hono } from 'hono';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';
import { permissionsOf } from '#domain/permissions.ts';
import { callerRoles, requireUserId, type AppEnv } from '#server/http/context.ts';
import { requireRole } from '#server/http/middleware/require-role.ts';

/** The admin area's API, for admin and support; what each may do there is in domain/permissions.ts. */
export function adminRoutes() {
  return new Hono<AppEnv>().use('*', requireRole('admin', 'support')).get('/me', async (c) => {
    const roles = callerRoles(c);
    const answer: StaffMeResponse = { id: requireUserId(c), roles, permissions: permissionsOf(roles) };
    return c.json(answer);
  });
}
