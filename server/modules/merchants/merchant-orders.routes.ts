import { Hono } from 'hono';
import { RejectOrderSchema, type ShopAction } from '#domain/merchant/orders.ts';
import { requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { callerShop } from '#server/http/middleware/require-shop.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';
import { ORDER_NOT_FOUND } from './merchant-orders.service.ts';

/** An order id from the path; anything but a UUID is a missing order. */
const orderId = (c: AppContext) => uuidParam(c, 'id', ORDER_NOT_FOUND);

/** `/api/merchant/orders`: the caller's shop's live board, pick lists and steps (the shop is the caller's own). */
export function merchantOrderRoutes({ merchants: { portal: merchants } }: Services) {
  const shopOrders = merchants.orders;
  const step = (action: ShopAction) => async (c: AppContext) =>
    c.json(await shopOrders.act(callerShop(c).shopId, requireUserId(c), orderId(c), action));

  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await shopOrders.board(callerShop(c).shopId)))
    .get('/:id', async (c) => c.json(await shopOrders.detail(callerShop(c).shopId, orderId(c))))
    .post('/:id/accept', step('accept'))
    .post('/:id/start-preparing', step('start-preparing'))
    .post('/:id/ready', step('ready'))
    .post('/:id/reject', async (c) => {
      const id = orderId(c);
      const { reason } = await jsonBody(c, RejectOrderSchema);
      return c.json(await shopOrders.reject(callerShop(c).shopId, requireUserId(c), id, reason));
    });
}
