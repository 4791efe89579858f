import { Hono } from 'hono';
import { InviteStaffSchema } from '#domain/merchant/staff.ts';
import type { AppEnv, Services } from '#server/http/context.ts';
import { requestActor } from '#server/http/context.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { jsonBody } from '#server/http/validate.ts';

/** The owner's staff (shop:staff): the caller's own shop's people, invite by e-mail, remove. */
export function merchantStaffRoutes(services: Services) {
  const { shopStaff } = services;
  const actor = (c: Parameters<typeof requestActor>[0]) =>
    requestActor(c, services.env.TRUST_PROXY, ['merchant']);
  return new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:staff'))
    .get('/', async (c) => c.json(await shopStaff.list(callerShop(c).shopId)))
    .post('/', async (c) => {
      const input = await jsonBody(c, InviteStaffSchema);
      return c.json(await shopStaff.invite(callerShop(c), input, actor(c)), 201);
    })
    .delete('/:userId', async (c) =>
      c.json(await shopStaff.remove(callerShop(c).shopId, c.req.param('userId'), actor(c))),
    );
}
