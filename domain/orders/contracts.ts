import { PlaceOrderResponseSchema } from '../checkout/checkout-response.ts';
import { CheckoutQuoteSchema } from '../checkout/quote-response.ts';
import type { Contract } from '../http.ts';
import { AdvanceOrderResponseSchema, RoundTripsResponseSchema } from './dev-response.ts';
import { ActiveOrderResponseSchema, MyOrdersResponseSchema, OrderResponseSchema } from './order-response.ts';
import { TrackingResponseSchema, TrackLookupResponseSchema } from './tracking-response.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const orderContracts = {
  'POST /api/checkout/quote': CheckoutQuoteSchema,
  'POST /api/checkout': PlaceOrderResponseSchema,
  'GET /api/orders': MyOrdersResponseSchema,
  'GET /api/orders/active': ActiveOrderResponseSchema,
  'GET /api/orders/:id': OrderResponseSchema,
  'POST /api/orders/:id/cancel': OrderResponseSchema,
  'POST /api/orders/:id/rating': OrderResponseSchema,
  'POST /api/track/lookup': TrackLookupResponseSchema,
  'GET /api/track/:code': TrackingResponseSchema,
  'POST /api/dev/orders/:reference/advance': AdvanceOrderResponseSchema,
  'GET /api/dev/db/round-trips': RoundTripsResponseSchema,
} satisfies Record<string, Contract>;
