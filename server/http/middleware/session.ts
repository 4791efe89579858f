import type { MiddlewareHandler } from 'hono';
import type { Auth } from '#server/modules/users/auth.ts';
import { SESSION_COOKIE_PREFIX } from '#server/modules/users/auth.ts';
import type { AppEnv } from '../context.ts';

/**
 * Resolves the signed-in user from the session cookie; anonymous requests skip the database. A blocked user is
 * anonymous even if a session row survived the block (the flag comes with the user row better-auth reads anyway).
 */
export function session(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    if (!cookie.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)) {
      c.set('userId', null);
      c.set('sessionId', null);
      return next();
    }
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    const active = result && !result.user.blockedAt ? result : null;
    c.set('userId', active?.user.id ?? null);
    c.set('sessionId', active?.session.id ?? null);
    return next();
  };
}
