import type { RouteKey } from '#server/http/access-matrix.ts';
import type { ProbeOf } from './probe-kit.ts';

type MerchantOrderRoute = Extract<RouteKey, `${string} /api/merchant/orders${string}`>;

const shopOrder = (w: { order: { id: string } }, step = '') => `/api/merchant/orders/${w.order.id}${step}`;

/**
 * The merchant portal's order routes. The world's order is the demo shop's, ready and taken by a courier: the shop's
 * steps meet 409 (past the access checks, nothing changes), another shop's owner meets 404.
 */
export const MERCHANT_ORDER_PROBES: Record<MerchantOrderRoute, ProbeOf> = {
  'GET /api/merchant/orders': () => ({ path: '/api/merchant/orders' }),
  'GET /api/merchant/orders/:id': (w) => ({ path: shopOrder(w) }),
  'POST /api/merchant/orders/:id/accept': (w) => ({ path: shopOrder(w, '/accept'), body: {}, ok: [409] }),
  'POST /api/merchant/orders/:id/start-preparing': (w) => ({
    path: shopOrder(w, '/start-preparing'),
    body: {},
    ok: [409],
  }),
  'POST /api/merchant/orders/:id/ready': (w) => ({ path: shopOrder(w, '/ready'), body: {}, ok: [409] }),
  'POST /api/merchant/orders/:id/reject': (w) => ({
    path: shopOrder(w, '/reject'),
    body: { reason: 'An item is out of stock' },
    ok: [409],
  }),
};
