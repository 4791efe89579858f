import { Hono } from 'hono';
import { DEVICE_ID_HEADER } from '#domain/account/track-access.ts';
import { CheckoutSchema, QuoteSchema, TrackLookupSchema } from '#domain/checkout.schemas.ts';
import type { PlaceOrderResult } from '#domain/checkout/checkout-response.ts';
import type { ActiveOrderResponse, MyOrdersResponse, OrderResponse } from '#domain/orders/order-response.ts';
import { OrderRatingSchema } from '#domain/orders/rating.ts';
import type { TrackingResponse, TrackLookupResponse } from '#domain/orders/tracking-response.ts';
import { clientIp, callerRoles, requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkoutGuestDevice, ensureGuestDevice } from '#server/http/guest-device.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { LIMITS } from '#server/modules/ratelimit/ratelimit.service.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKey(c: AppContext): string {
  const key = c.req.header('idempotency-key');
  if (!key) throw new AppError(400, 'idempotency_key_required', 'The Idempotency-Key header is required');
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      400,
      'idempotency_key_invalid',
      'The Idempotency-Key header must be 8–100 letters, digits, - or _',
    );
  }
  return key;
}

export function checkoutRoutes({
  orders,
  users: { accounts: users },
  rateLimiter,
  env,
  compliance,
}: Services) {
  const https = env.PUBLIC_URL.startsWith('https:');
  return new Hono<AppEnv>()
    .post('/quote', async (c) => {
      const input = await jsonBody(c, QuoteSchema);
      await rateLimiter.consume(LIMITS.quotePerIp, clientIp(c, env.TRUST_PROXY));
      ensureGuestDevice(c, https);
      return c.json(await orders.quote(c.get('userId'), input));
    })
    .post('/', async (c) => {
      const key = idempotencyKey(c);
      const input = await jsonBody(c, CheckoutSchema).catch(
        compliance.refusals.refused('checkout', c.get('userId')),
      );
      const userId = c.get('userId');
      if (!userId && !input.items?.length) throw new AppError(400, 'empty_cart', 'Your cart is empty');
      await rateLimiter.consume(LIMITS.checkoutPerIp, clientIp(c, env.TRUST_PROXY));
      const deviceId = await users.devices.assertAllowed(c.req.header(DEVICE_ID_HEADER));
      const result = await orders
        .place({ userId, device: checkoutGuestDevice(c, https), deviceId }, key, input)
        .catch(compliance.refusals.refused('checkout', userId));
      const answer: PlaceOrderResult = { order: result.order, replayed: result.replayed };
      return c.json(answer, result.replayed ? 200 : 201);
    });
}

export function ordersRoutes({ orders }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const answer: MyOrdersResponse = { orders: await orders.mine(requireUserId(c)) };
      return c.json(answer);
    })
    .get('/active', async (c) => {
      const answer: ActiveOrderResponse = { order: await orders.latestActive(requireUserId(c)) };
      return c.json(answer);
    })
    .get('/:id', async (c) => {
      const userId = requireUserId(c);
      const who = { userId, roles: callerRoles(c), sessionId: c.get('sessionId') };
      const answer: OrderResponse = {
        order: await orders.detail(who, uuidParam(c, 'id', 'Order not found')),
      };
      return c.json(answer);
    })
    .post('/:id/cancel', async (c) => {
      const userId = requireUserId(c);
      const answer: OrderResponse = {
        order: await orders.cancelByCustomer(userId, uuidParam(c, 'id', 'Order not found')),
      };
      return c.json(answer);
    })
    .post('/:id/rating', async (c) => {
      const userId = requireUserId(c);
      const orderId = uuidParam(c, 'id', 'Order not found');
      const input = await jsonBody(c, OrderRatingSchema);
      const answer: OrderResponse = { order: await orders.ratings.rate(userId, orderId, input) };
      return c.json(answer, 201);
    });
}

export function trackRoutes({ orders, settings, rateLimiter, env }: Services) {
  return new Hono<AppEnv>()
    .post('/lookup', async (c) => {
      const input = await jsonBody(c, TrackLookupSchema);
      await rateLimiter.consume(LIMITS.trackLookupPerIp, clientIp(c, env.TRUST_PROXY));
      const answer: TrackLookupResponse = await orders.lookup(input.reference, input.contact);
      return c.json(answer);
    })
    .get('/:code', async (c) => {
      const code = c.req.param('code');
      const answer: TrackingResponse = {
        order: await orders.track(code),
        mapTileUrl: (await settings.load()).mapTileUrl,
      };
      return c.json(answer);
    });
}
