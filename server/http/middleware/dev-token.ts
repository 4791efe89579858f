import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { forbidden } from '#server/lib/errors.ts';
import { sameSecret } from '#server/lib/same-secret.ts';

/** The dev tools' one gate (they are mounted only with DEV_TOOLS): the `x-dev-token` header must hold DEV_TOKEN. */
export function devTokenGuard(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!sameSecret(c.req.header('x-dev-token') ?? '', secret)) throw forbidden('Dev token required');
    await next();
  };
}
