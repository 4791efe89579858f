import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AnalyticsBatchSchema, ClientErrorBatchSchema } from '#domain/analytics.schemas.ts';
import { clientIp, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { AppError } from '#server/lib/errors.ts';
import { jsonBody } from '#server/http/validate.ts';
import { LIMITS } from '#server/modules/ratelimit/ratelimit.service.ts';

const small = bodyLimit({
  maxSize: 32 * 1024,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'The request body is too large');
  },
});

export function analyticsRoutes({ analytics, rateLimiter, env }: Services) {
  return new Hono<AppEnv>()
    .post('/analytics', small, async (c) => {
      await rateLimiter.consume(LIMITS.analyticsPerIp, clientIp(c, env.TRUST_PROXY));
      const { events } = await jsonBody(c, AnalyticsBatchSchema);
      await analytics.record(c.get('userId'), events);
      return c.body(null, 204);
    })
    .post('/client-errors', small, async (c) => {
      await rateLimiter.consume(LIMITS.clientErrorsPerIp, clientIp(c, env.TRUST_PROXY));
      const { errors } = await jsonBody(c, ClientErrorBatchSchema);
      await analytics.recordErrors(c.get('userId'), errors);
      return c.body(null, 204);
    });
}
