import type { MiddlewareHandler } from 'hono';

/**
 * API answers carry personal data unless a route says otherwise: anything without its own Cache-Control is
 * `no-store`, so neither the browser nor a proxy keeps an order, an account or a cart. Public routes (the catalog,
 * shops, blog) opt in to caching by setting the header themselves.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  };
}

/** For public data that may be a minute old (shops, blog, search results). */
export const PUBLIC_CACHE = 'public, max-age=60';
