import { Hono } from 'hono';
import {
  PartnerApplicationSchema,
  type PartnerApplicationResponse,
} from '#domain/merchant/partner-schemas.ts';
import { clientIp, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import { LIMITS } from '#server/modules/ratelimit/ratelimit.service.ts';

/** The public form of /partner-shops: anyone may apply; a valid form counts against the address's limit. */
export function partnerApplicationRoutes({ merchants: { partners }, rateLimiter, env }: Services) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = await jsonBody(c, PartnerApplicationSchema);
    await rateLimiter.consume(LIMITS.partnerApplicationPerIp, clientIp(c, env.TRUST_PROXY));
    const answer: PartnerApplicationResponse = await partners.applications.apply(input);
    return c.json(answer, 201);
  });
}
