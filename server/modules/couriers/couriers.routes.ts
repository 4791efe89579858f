import { Hono } from 'hono';
import {
  COURIER_MESSAGES,
  ChangePinSchema,
  CourierApplicationSchema,
  CourierProfileSchema,
  LocationSchema,
  OnlineSchema,
  ReturnSchema,
  SetPinSchema,
  VerifyPinSchema,
} from '#domain/couriers/schemas.ts';
import type {
  AvailableOrdersResponse,
  CourierApplicationResponse,
  CourierResponse,
  DeliveryResponse,
  HandoverResponse,
  HistoryResponse,
  IdCheckResponse,
  LocationResponse,
  RestockResponse,
  ReturnResponse,
} from '#domain/couriers/courier-responses.ts';
import type { EarningsView, Manifest } from '#domain/couriers/views.ts';
import { clientIp, requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { unauthorized } from '#server/lib/errors.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { LIMITS } from '#server/modules/ratelimit/ratelimit.service.ts';
import { courierIncidentRoutes } from './incidents.routes.ts';
import { HandoverSchema, IdCheckSchema } from '#domain/id-check/schemas.ts';

const orderId = (c: AppContext) => uuidParam(c, 'id', 'Order not found');

/** The courier app's API: every route checks the caller is a courier, and all but the PIN ones an unlocked session. */
export function courierRoutes(services: Services) {
  const { couriers, rateLimiter, env, compliance } = services;
  const { access, shift, tracking, deliveries, doorChecks } = couriers;
  const who = (c: AppContext) => [c.get('userId'), c.get('sessionId')] as const;
  const unlocked = (c: AppContext) => access.unlocked(...who(c));
  const view = async (c: AppContext, courier: Parameters<typeof access.view>[0]) =>
    c.json({ courier: await access.view(courier, c.get('sessionId')) } satisfies CourierResponse);
  const limitPin = (c: AppContext) => rateLimiter.consume(LIMITS.pinPerIp, clientIp(c, env.TRUST_PROXY));

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      // Sign-in is checked before anything else, so an anonymous caller hears 401 whatever the body.
      if (!c.get('userId')) throw unauthorized(COURIER_MESSAGES.notAuthenticated);
      await next();
    })
    .get('/me', async (c) => c.json({ courier: await access.me(...who(c)) } satisfies CourierResponse))
    .post('/pin', async (c) => {
      const { pin } = await jsonBody(c, SetPinSchema);
      await limitPin(c);
      return c.json({ courier: await access.setPin(...who(c), pin) } satisfies CourierResponse);
    })
    .post('/pin/verify', async (c) => {
      const { pin } = await jsonBody(c, VerifyPinSchema);
      await limitPin(c);
      return c.json({ courier: await access.verifyPin(...who(c), pin) } satisfies CourierResponse);
    })
    .post('/pin/change', async (c) => {
      const { currentPin, pin } = await jsonBody(c, ChangePinSchema);
      await limitPin(c);
      return c.json({
        courier: await access.changePin(...who(c), currentPin, pin),
      } satisfies CourierResponse);
    })
    .post('/lock', async (c) => c.json({ courier: await access.lock(...who(c)) } satisfies CourierResponse))
    .post('/online', async (c) => {
      const courier = await unlocked(c);
      const { isOnline } = await jsonBody(c, OnlineSchema);
      return view(c, await shift.setOnline(courier, isOnline));
    })
    .post('/location', async (c) => {
      const courier = await unlocked(c);
      return c.json(
        (await tracking.post(courier, await jsonBody(c, LocationSchema))) satisfies LocationResponse,
      );
    })
    .patch('/profile', async (c) => {
      const courier = await unlocked(c);
      return view(c, await shift.updateProfile(courier, await jsonBody(c, CourierProfileSchema)));
    })
    .get('/orders/available', async (c) =>
      c.json({ orders: await deliveries.available(await unlocked(c)) } satisfies AvailableOrdersResponse),
    )
    .post('/orders/:id/accept', async (c) =>
      c.json(
        (await deliveries
          .accept(await unlocked(c), orderId(c))
          .catch(compliance.refusals.refused('courier_accept', c.get('userId')))) satisfies DeliveryResponse,
      ),
    )
    .post('/orders/:id/pickup', async (c) =>
      c.json((await deliveries.pickup(await unlocked(c), orderId(c))) satisfies DeliveryResponse),
    )
    .post('/orders/:id/arrived', async (c) =>
      c.json((await deliveries.arrived(await unlocked(c), orderId(c))) satisfies DeliveryResponse),
    )
    .post('/orders/:id/id-check', async (c) => {
      const courier = await unlocked(c);
      const input = await jsonBody(c, IdCheckSchema);
      const actor = requestActor(c, env.TRUST_PROXY, ['courier']);
      return c.json((await doorChecks.check(courier, actor, orderId(c), input)) satisfies IdCheckResponse);
    })
    .post('/orders/:id/handover', async (c) => {
      const courier = await unlocked(c);
      return c.json(
        (await deliveries.handover(
          courier,
          orderId(c),
          await jsonBody(c, HandoverSchema),
        )) satisfies HandoverResponse,
      );
    })
    .post('/orders/:id/return', async (c) => {
      const courier = await unlocked(c);
      return c.json(
        (await deliveries.returnOrder(
          courier,
          orderId(c),
          await jsonBody(c, ReturnSchema),
        )) satisfies ReturnResponse,
      );
    })
    .post('/orders/:id/restock', async (c) =>
      c.json((await deliveries.restock(await unlocked(c), orderId(c))) satisfies RestockResponse),
    )
    .get('/orders/:id', async (c) =>
      c.json((await deliveries.one(await unlocked(c), orderId(c))) satisfies DeliveryResponse),
    )
    .get('/manifest', async (c) => c.json((await deliveries.manifest(await unlocked(c))) satisfies Manifest))
    .get('/earnings', async (c) => c.json((await shift.earnings(await unlocked(c))) satisfies EarningsView))
    .get('/history', async (c) =>
      c.json({ items: await shift.history(await unlocked(c)) } satisfies HistoryResponse),
    )
    .route('/incidents', courierIncidentRoutes(services));
}

export function courierApplicationRoutes({ couriers, rateLimiter, env, compliance }: Services) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = await jsonBody(c, CourierApplicationSchema);
    await rateLimiter.consume(LIMITS.courierApplicationPerIp, clientIp(c, env.TRUST_PROXY));
    return c.json(
      (await couriers.applications
        .apply(input)
        .catch(
          compliance.refusals.refused('courier_application', c.get('userId')),
        )) satisfies CourierApplicationResponse,
      201,
    );
  });
}
