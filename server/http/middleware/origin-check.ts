import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site. Browsers always send
 * Origin on cross-origin writes; clients without it (curl, server-to-server) are not CSRF vectors.
 */
export function originCheck(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    if (origin && origin !== own && !allowed.has(origin)) {
      throw new AppError(403, 'bad_origin', 'This request came from another site and was refused');
    }
    if (!origin && c.req.header('sec-fetch-site') === 'cross-site') {
      throw new AppError(403, 'bad_origin', 'This request came from another site and was refused');
    }
    return next();
  };
}
