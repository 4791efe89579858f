import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_VARIANT = '/api/merchant/variants/00000000-0000-4000-8000-0000000000f1';
/** Every day 08:00–23:30: the world's shop stays open at the access matrix's clock. */
const WIDE_HOURS = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { opens: '08:00', closes: '23:30' }]),
);

type ShopRoute = Extract<
  RouteKey,
  `${string} /api/merchant/${'products' | 'variants' | 'shop' | 'pause'}${string}`
>;

/**
 * The probes of the portal's products and shop settings. A variant no shop has: past the access checks the caller
 * meets 404 (another shop's variant is answered the same way); writes that would close the world's shop are sent
 * with a time in the past (422) so the other probes' checkouts still go through.
 */
export const MERCHANT_SHOP_PROBES: Record<ShopRoute, ProbeOf> = {
  'GET /api/merchant/products': to('/api/merchant/products'),
  'POST /api/merchant/variants/:id/stock': to(`${NO_VARIANT}/stock`, {
    body: { stock: 3, reason: 'received' },
    ok: [404],
  }),
  'POST /api/merchant/variants/:id/sold-out': to(`${NO_VARIANT}/sold-out`, { body: {}, ok: [404] }),
  'POST /api/merchant/variants/:id/back-in-stock': to(`${NO_VARIANT}/back-in-stock`, {
    body: { stock: 4 },
    ok: [404],
  }),
  'PATCH /api/merchant/variants/:id/price': to(`${NO_VARIANT}/price`, {
    body: { priceCents: 1500 },
    ok: [404],
  }),
  'GET /api/merchant/shop': to('/api/merchant/shop'),
  'PUT /api/merchant/shop': to('/api/merchant/shop', {
    method: 'PUT',
    body: {
      description: 'A licensed dispensary on the Lower East Side, open late.',
      phone: '2125550142',
      openingHours: WIDE_HOURS,
    },
  }),
  'POST /api/merchant/shop/closure': to('/api/merchant/shop/closure', {
    body: { until: '2020-01-01T00:00:00Z' },
    ok: [422],
  }),
  'DELETE /api/merchant/shop/closure': to('/api/merchant/shop/closure'),
  'GET /api/merchant/pause': to('/api/merchant/pause'),
  'POST /api/merchant/pause': to('/api/merchant/pause', { body: { pause: 'forever' }, ok: [400] }),
  'DELETE /api/merchant/pause': to('/api/merchant/pause'),
  'POST /api/merchant/shop/logo': to('/api/merchant/shop/logo', { body: 'not an image', ok: [415] }),
};

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
