import { Hono } from 'hono';
import type { PushPublicKeyResponse } from '#domain/account/push-response.ts';
import { PushEndpointSchema } from '#domain/push.schemas.ts';
import { callerRoles, requireUserId, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody } from '#server/http/validate.ts';
import { forbidden } from '#server/lib/errors.ts';
import type { Limit } from '#server/modules/ratelimit/ratelimit.service.ts';
import { subscriptionInputSchema } from './push-subscription-input.ts';
import { maySubscribe } from './push.policy.ts';

/** Turning alerts on and off on a device, per account: a person does it a few times, a script many. */
export const PUSH_WRITE_LIMIT: Limit = { name: 'push-subscription-user', max: 30, windowMs: 15 * 60_000 };

/**
 * `/api/push`: the key browsers subscribe with, and the signed-in customer's own subscriptions. The account comes
 * from the session, never the body.
 */
export function pushRoutes({ notifications: { push: pushSubscriptions }, rateLimiter, env }: Services) {
  const SubscriptionSchema = subscriptionInputSchema(env.NODE_ENV);
  return new Hono<AppEnv>()
    .get('/public-key', (c) => {
      const answer: PushPublicKeyResponse = { publicKey: pushSubscriptions.publicKey() };
      return c.json(answer);
    })
    .post('/subscriptions', async (c) => {
      const userId = requireUserId(c);
      if (!maySubscribe(callerRoles(c))) throw forbidden('Order alerts are for customer accounts');
      const input = await jsonBody(c, SubscriptionSchema);
      await rateLimiter.consume(PUSH_WRITE_LIMIT, userId);
      await pushSubscriptions.subscribe(userId, input, c.req.header('user-agent') ?? null);
      return c.body(null, 204);
    })
    .delete('/subscriptions', async (c) => {
      const userId = requireUserId(c);
      const { endpoint } = await jsonBody(c, PushEndpointSchema);
      await rateLimiter.consume(PUSH_WRITE_LIMIT, userId);
      await pushSubscriptions.unsubscribe(userId, endpoint);
      return c.body(null, 204);
    });
}
