import { Hono } from 'hono';
import {
  COUPON_MESSAGES,
  CouponActiveSchema,
  CouponInputSchema,
  CouponListQuerySchema,
  type AdminCouponDelete,
  type AdminCouponList,
  type AdminCouponResponse,
} from '#domain/admin/coupons.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';

/** `/api/admin/coupons`: every route needs coupons:manage (admin). */
export function adminCouponRoutes({ orders: { coupons }, env }: Services) {
  const actorOf = (c: AppContext) => requestActor(c, env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', COUPON_MESSAGES.notFound);
  return new Hono<AppEnv>()
    .use('*', requirePermission('coupons:manage'))
    .get('/', async (c) => {
      const answer: AdminCouponList = { coupons: await coupons.list(queryOf(c, CouponListQuerySchema)) };
      return c.json(answer);
    })
    .post('/', async (c) => {
      const actor = actorOf(c);
      const answer: AdminCouponResponse = {
        coupon: await coupons.create(actor, await jsonBody(c, CouponInputSchema)),
      };
      return c.json(answer, 201);
    })
    .get('/:id', async (c) => {
      const answer: AdminCouponResponse = { coupon: await coupons.one(idOf(c)) };
      return c.json(answer);
    })
    .put('/:id', async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const input = await jsonBody(c, CouponInputSchema);
      const answer: AdminCouponResponse = { coupon: await coupons.update(actor, id, input) };
      return c.json(answer);
    })
    .post('/:id/active', async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const { active } = await jsonBody(c, CouponActiveSchema);
      const answer: AdminCouponResponse = { coupon: await coupons.setActive(actor, id, active) };
      return c.json(answer);
    })
    .delete('/:id', async (c) => {
      const actor = actorOf(c);
      const answer: AdminCouponDelete = await coupons.remove(actor, idOf(c));
      return c.json(answer);
    });
}
