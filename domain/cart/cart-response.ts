import { z } from 'zod';
import { CartLineSchema } from '../cart.schemas.ts';

/**
 * `GET /api/cart`, and every change to it (`POST /api/cart/items`, `PATCH` and `DELETE /api/cart/items/:id`,
 * `POST /api/cart/merge`): the signed-in customer's cart lines as they now stand. One contract: the server's answers
 * are typed by it, the web reads it, and the API tests parse real answers with it.
 */
export const CartResponseSchema = z.strictObject({ items: z.array(CartLineSchema) });
export type CartResponse = z.infer<typeof CartResponseSchema>;
