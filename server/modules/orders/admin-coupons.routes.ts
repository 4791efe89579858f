import { Hono } from 'hono';
import { z } from 'zod';
import {
  COUPON_MESSAGES,
  CouponActiveSchema,
  CouponInputSchema,
  CouponListQuerySchema,
  type AdminCouponDelete,
  type AdminCouponList,
  type AdminCouponResponse,
} from '#domain/admin/coupons.ts';
import { can } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';

/** `/api/admin/coupons`: every route needs coupons:manage (admin). */
export function adminCouponRoutes({ coupons, env }: Services) {
  const manage = (c: AppContext) => {
    if (!can(callerRoles(c), 'coupons:manage')) throw forbidden();
    return requestActor(c, env.TRUST_PROXY, ['admin']);
  };
  const idOf = (c: AppContext) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(COUPON_MESSAGES.notFound);
    return parsed.data;
  };
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      manage(c);
      const answer: AdminCouponList = { coupons: await coupons.list(queryOf(c, CouponListQuerySchema)) };
      return c.json(answer);
    })
    .post('/', async (c) => {
      const actor = manage(c);
      const answer: AdminCouponResponse = {
        coupon: await coupons.create(actor, await jsonBody(c, CouponInputSchema)),
      };
      return c.json(answer, 201);
    })
    .get('/:id', async (c) => {
      manage(c);
      const answer: AdminCouponResponse = { coupon: await coupons.one(idOf(c)) };
      return c.json(answer);
    })
    .put('/:id', async (c) => {
      const actor = manage(c);
      const id = idOf(c);
      const input = await jsonBody(c, CouponInputSchema);
      const answer: AdminCouponResponse = { coupon: await coupons.update(actor, id, input) };
      return c.json(answer);
    })
    .post('/:id/active', async (c) => {
      const actor = manage(c);
      const id = idOf(c);
      const { active } = await jsonBody(c, CouponActiveSchema);
      const answer: AdminCouponResponse = { coupon: await coupons.setActive(actor, id, active) };
      return c.json(answer);
    })
    .delete('/:id', async (c) => {
      const actor = manage(c);
      const answer: AdminCouponDelete = await coupons.remove(actor, idOf(c));
      return c.json(answer);
    });
}
