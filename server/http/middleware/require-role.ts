import type { MiddlewareHandler } from 'hono';
import type { Role } from '#domain/auth.ts';
import { forbidden, unauthorized } from '#server/lib/errors.ts';
import { callerRoles, type AppEnv } from '../context.ts';

/** Lets through a signed-in caller holding one of `roles`: 401 when anonymous (blocked included), 403 otherwise. */
export function requireRole(...roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('userId')) throw unauthorized();
    if (!callerRoles(c).some((role) => roles.includes(role))) throw forbidden();
    return next();
  };
}
