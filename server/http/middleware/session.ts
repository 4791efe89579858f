import type { MiddlewareHandler } from 'hono';
import { activeSession, SESSION_COOKIE_PREFIX, type Auth } from '#server/modules/users/auth.ts';
import type { AppEnv } from '../context.ts';

/** Resolves the signed-in user from the session cookie; anonymous requests skip the database; blocked is anonymous. */
export function session(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie') ?? '';
    if (!cookie.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)) {
      c.set('userId', null);
      c.set('sessionId', null);
      return next();
    }
    const active = await activeSession(auth, c.req.raw.headers);
    c.set('userId', active?.user.id ?? null);
    c.set('sessionId', active?.session.id ?? null);
    return next();
  };
}
