import type { MiddlewareHandler } from 'hono';
import type { Role } from '#domain/auth.ts';
import { SESSION_COOKIE_PREFIX } from '#server/modules/users/auth.ts';
import type { UsersService } from '#server/modules/users/users.service.ts';
import type { AppEnv } from '../context.ts';

const NO_ROLES = () => Promise.resolve([]);

/**
 * Resolves the signed-in caller from the session cookie, once per request; anonymous requests skip the database;
 * blocked is anonymous. Its roles are read once, by the first route or guard that asks (callerRoles).
 */
export function session(users: Pick<UsersService, 'caller' | 'roles'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    const caller = cookie.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)
      ? await users.caller(c.req.raw.headers)
      : null;
    c.set('userId', caller?.userId ?? null);
    c.set('sessionId', caller?.sessionId ?? null);
    let roles: Promise<readonly Role[]> | undefined;
    c.set('loadRoles', caller ? () => (roles ??= users.roles(caller.userId)) : NO_ROLES);
    return next();
  };
}
