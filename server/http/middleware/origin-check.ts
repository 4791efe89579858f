import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site. Browsers always send
 * Origin on cross-origin writes; clients without it (curl, server-to-server) are not CSRF vectors.
 * `trusted` is the store's configured origins only: the request's Host and scheme are never taken as "own", since
 * a client can forward any Host and a TLS proxy turns https into http.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin)) {
      throw new AppError(403, 'bad_origin', 'This request came from another site and was refused');
    }
    if (!origin && c.req.header('sec-fetch-site') === 'cross-site') {
      throw new AppError(403, 'bad_origin', 'This request came from another site and was refused');
    }
    return next();
  };
}
