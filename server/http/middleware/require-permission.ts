import type { MiddlewareHandler } from 'hono';
import { can, type Permission } from '#domain/permissions.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { callerRoles, type AppEnv } from '../context.ts';

/** A permission check as route middleware; `refusing(message)` answers the 403 with the route's own words. */
export interface PermissionGuard extends MiddlewareHandler<AppEnv> {
  refusing(message: string): MiddlewareHandler<AppEnv>;
}

/**
 * Lets through a signed-in caller whose roles grant every one of `permissions` (domain/permissions.ts): 401 when
 * anonymous, 403 otherwise. Use it per route, or with `.use('*', …)` on a sub-router mounted under its own path.
 */
export function requirePermission(...permissions: [Permission, ...Permission[]]): PermissionGuard {
  const guard =
    (message?: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (!c.get('userId')) throw unauthorized();
      const roles = callerRoles(c);
      if (!permissions.every((permission) => can(roles, permission))) throw forbidden(message);
      return next();
    };
  return Object.assign(guard(), { refusing: (message: string) => guard(message) });
}
