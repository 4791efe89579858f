import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { forbidden } from '#server/lib/errors.ts';

/** Compares digests, so neither the length nor the bytes of the secret leak through timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** The dev tools' one gate (they are mounted only with DEV_TOOLS): the `x-dev-token` header must hold DEV_TOKEN. */
export function devTokenGuard(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!timingSafeEqual(digest(c.req.header('x-dev-token') ?? ''), digest(secret)))
      throw forbidden('Dev token required');
    await next();
  };
}
