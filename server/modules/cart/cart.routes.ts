import { Hono } from 'hono';
import type { CartLine } from '#domain/cart.ts';
import { AddToCartSchema, MergeCartSchema, UpdateCartItemSchema } from '#domain/cart.schemas.ts';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { requireUserId, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { jsonBody, uuidParam } from '#server/http/validate.ts';

const lineId = (c: AppContext) => uuidParam(c, 'id', 'Cart item not found');

const answer = (items: CartLine[]): CartResponse => ({ items });

export function cartRoutes({ cart }: Services) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(answer(await cart.read(requireUserId(c)))))
    .post('/items', async (c) => {
      const userId = requireUserId(c);
      return c.json(answer(await cart.add(userId, await jsonBody(c, AddToCartSchema))), 201);
    })
    .patch('/items/:id', async (c) => {
      const userId = requireUserId(c);
      const { quantity } = await jsonBody(c, UpdateCartItemSchema);
      return c.json(answer(await cart.update(userId, lineId(c), quantity)));
    })
    .delete('/items/:id', async (c) => {
      const userId = requireUserId(c);
      return c.json(answer(await cart.remove(userId, lineId(c))));
    })
    .post('/merge', async (c) => {
      const userId = requireUserId(c);
      const { items } = await jsonBody(c, MergeCartSchema);
      return c.json(answer(await cart.merge(userId, items)));
    });
}
