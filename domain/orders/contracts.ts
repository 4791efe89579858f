import { CheckoutQuoteSchema } from '../checkout/quote-response.ts';
import type { Contract } from '../http.ts';
import { TrackingResponseSchema } from './tracking-response.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const orderContracts = {
  'POST /api/checkout/quote': CheckoutQuoteSchema,
  'GET /api/track/:code': TrackingResponseSchema,
} satisfies Record<string, Contract>;
