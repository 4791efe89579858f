import { Hono } from 'hono';
import { InviteStaffSchema, STAFF_MESSAGES } from '#domain/merchant/staff.ts';
import type { AppContext, AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requestActor } from '#server/http/context.ts';
import { callerShop, requireShopPermission } from '#server/http/middleware/require-shop.ts';
import { jsonBody } from '#server/http/validate.ts';
import { notFound } from '#server/lib/errors.ts';

/** An account id from the path; anything an account id cannot be (control characters, any length) is no member. */
const memberId = (c: AppContext) => {
  const id = c.req.param('userId') ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) throw notFound(STAFF_MESSAGES.notFound);
  return id;
};

/** The owner's staff (shop:staff): the caller's own shop's people, invite by e-mail, revoke an invitation, remove. */
export function merchantStaffRoutes(services: Services) {
  const { staff: shopStaff } = services.merchants;
  const actor = (c: Parameters<typeof requestActor>[0]) =>
    requestActor(c, services.env.TRUST_PROXY, ['merchant']);
  return new Hono<AppEnv>()
    .use('*', requireShopPermission('shop:staff'))
    .get('/', async (c) => c.json(await shopStaff.list(callerShop(c).shopId)))
    .post('/', async (c) => {
      const input = await jsonBody(c, InviteStaffSchema);
      return c.json(await shopStaff.invite(callerShop(c), input, actor(c)), 201);
    })
    .delete('/invitations/:id', async (c) =>
      c.json(await shopStaff.revoke(callerShop(c).shopId, c.req.param('id'), actor(c))),
    )
    .delete('/:userId', async (c) =>
      c.json(await shopStaff.remove(callerShop(c).shopId, memberId(c), actor(c))),
    );
}
