import { z } from 'zod';
import { OrderViewSchema } from '../orders/order-response.ts';

/**
 * `POST /api/checkout`: the placed order (201), or the order an earlier try with the same Idempotency-Key placed
 * (200, `replayed`). The server's answer is typed by it, the web reads it, and the API tests parse real answers.
 */
export const PlaceOrderResponseSchema = z.strictObject({
  order: OrderViewSchema,
  /** True when the server answered with the order an earlier try of this attempt placed. */
  replayed: z.boolean(),
});

export type PlaceOrderResult = z.infer<typeof PlaceOrderResponseSchema>;
