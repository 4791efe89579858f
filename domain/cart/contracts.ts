import type { Contract } from '../http.ts';
import { CartResponseSchema } from './cart-response.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const cartContracts = {
  'GET /api/cart': CartResponseSchema,
  'POST /api/cart/items': CartResponseSchema,
  'PATCH /api/cart/items/:id': CartResponseSchema,
  'DELETE /api/cart/items/:id': CartResponseSchema,
  'POST /api/cart/merge': CartResponseSchema,
} satisfies Record<string, Contract>;
