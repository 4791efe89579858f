import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE_PREFIX } from '#server/modules/users/auth.ts';
import type { UsersService } from '#server/modules/users/users.service.ts';
import type { AppEnv } from '../context.ts';

/**
 * Resolves the signed-in caller from the session cookie, once per request; anonymous requests skip the database;
 * blocked is anonymous. Session, user and roles come in one query.
 */
export function session(users: Pick<UsersService, 'caller'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    const caller = cookie.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)
      ? await users.caller(c.req.raw.headers)
      : null;
    c.set('userId', caller?.userId ?? null);
    c.set('sessionId', caller?.sessionId ?? null);
    c.set('roles', caller?.roles ?? []);
    return next();
  };
}
