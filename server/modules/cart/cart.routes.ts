import { Hono } from 'hono';
import { z } from 'zod';
import type { CartLine } from '#domain/cart.ts';
import { AddToCartSchema, MergeCartSchema, UpdateCartItemSchema } from '#domain/cart.schemas.ts';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { requireUserId, type AppEnv, type Services } from '#server/http/context.ts';
import { notFound } from '#server/lib/errors.ts';
import { jsonBody } from '#server/http/validate.ts';

const lineId = (raw: string) => {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw notFound('Cart item not found');
  return parsed.data;
};

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
      return c.json(answer(await cart.update(userId, lineId(c.req.param('id')), quantity)));
    })
    .delete('/items/:id', async (c) => {
      const userId = requireUserId(c);
      return c.json(answer(await cart.remove(userId, lineId(c.req.param('id')))));
    })
    .post('/merge', async (c) => {
      const userId = requireUserId(c);
      const { items } = await jsonBody(c, MergeCartSchema);
      return c.json(answer(await cart.merge(userId, items)));
    });
}
