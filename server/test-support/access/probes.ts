import type { RouteKey } from '#server/http/access-matrix.ts';
import type { AccessRole } from '#server/http/access-roles.ts';
import { PIN } from '../couriers.ts';
import { ADMIN_PART_TWO_PROBES } from './admin-part-two-probes.ts';
import { MERCHANT_BUSINESS_PROBES } from './merchant-business-probes.ts';
import { MERCHANT_ORDER_PROBES, MERCHANT_SHOP_PROBES } from './merchant-probes.ts';
import { PARTNER_PROBES } from './partner-probes.ts';
import { INVENTORY_PROBES } from './inventory-probes.ts';
import { COUPON_PROBES, IMPORT_EXPORT_PROBES } from './coupons-import-probes.ts';
import { PRODUCT_PROBES } from './product-probes.ts';
import { MEDIA_PROBES } from './media-probes.ts';
import { CHAT_PROBES } from './chat-probes.ts';
import { LIVE_CHAT_PROBES } from './live-chat-probes.ts';
import { PASSWORD_RESET_PROBES } from './password-reset-probes.ts';
import { GIVEAWAY_DRAW_PROBES } from './giveaways-draw-probes.ts';
import { GIVEAWAY_ADMIN_PROBES } from './giveaways-admin-probes.ts';
import { GIVEAWAY_PUBLIC_PROBES } from './giveaways-public-probes.ts';
import { PUSH_PROBES } from './push-probes.ts';
import { STAFF_INVITATION_PROBES } from './staff-invitation-probes.ts';
import { to, type ProbeOf } from './probe-kit.ts';
import { checkoutBody, NOON, type World } from './world.ts';
import { DANA_ID, HANDOVER } from '../door-checks.ts';

export type { Probe, ProbeOf } from './probe-kit.ts';

let n = 0;
const unique = (prefix: string) => `${prefix}${(n += 1)}x${Date.now()}`;
const at = NOON.toISOString();
const credentials = (w: World, role: AccessRole) => {
  // A blocked account cannot sign in: it sends a customer's credentials, as a guest would.
  const { email, password } = w.accounts[role === 'anonymous' || role === 'blocked' ? 'customer' : role];
  return { email, password };
};
const order = (w: World) => `/api/courier/orders/${w.order.id}`;
const TRACKED_DEVICE = {
  deviceId: '00000000-0000-4000-8000-0000000000d2',
  deviceType: 'desktop',
  browser: 'Chrome',
  os: 'macOS',
  screen: '1440x900',
  timeZone: 'America/New_York',
  language: 'en-US',
};

const COURIER_PROFILE = { fullName: 'Test Courier', phone: '3475550100', vehicleType: 'car' };
const PREFERENCES = Object.fromEntries(
  [
    'smsEnabled',
    'smsAllUpdates',
    'smsCriticalOnly',
    'pushEnabled',
    'pushAllUpdates',
    'pushCriticalOnly',
    'emailEnabled',
    'emailAllUpdates',
    'emailConfirmationOnly',
  ].map((k) => [k, k.startsWith('email')]),
);

export const PROBES: Record<RouteKey, ProbeOf> = {
  'GET /api/health': to('/api/health'),
  'HEAD /api/health': to('/api/health'),
  'GET /api/products': to('/api/products'),
  'GET /api/products/featured': to('/api/products/featured'),
  'GET /api/products/:id': (w) => ({ path: `/api/products/${w.productId}` }),
  'GET /api/search': to('/api/search?q=blue'),
  'GET /api/shops': to('/api/shops'),
  'GET /api/store': to('/api/store'),
  'GET /api/blog': to('/api/blog'),
  'GET /api/blog/:slug': (w) => ({ path: `/api/blog/${w.blogSlug}` }),
  'POST /api/analytics': to('/api/analytics', {
    body: { events: [{ name: 'page_view', properties: {}, timestamp: at, pageUrl: '/' }] },
  }),
  'POST /api/client-errors': to('/api/client-errors', {
    body: { errors: [{ type: 'error', message: 'access matrix', timestamp: at, url: '/' }] },
  }),
  'GET /api/cart': to('/api/cart'),
  'POST /api/cart/items': (w) => ({ path: '/api/cart/items', body: checkoutBody(w.productId).items[0] }),
  'PATCH /api/cart/items/:id': (w) => ({ path: `/api/cart/items/${w.cartLineId}`, body: { quantity: 2 } }),
  'DELETE /api/cart/items/:id': (w) => ({ path: `/api/cart/items/${w.spareCartLineId}` }),
  'POST /api/cart/merge': to('/api/cart/merge', { body: { items: [] } }),
  'GET /api/notification-preferences': to('/api/notification-preferences'),
  'PUT /api/notification-preferences': to('/api/notification-preferences', { body: PREFERENCES }),
  ...PUSH_PROBES,
  'POST /api/checkout/quote': to('/api/checkout/quote', { body: { zip: '11201' } }),
  'POST /api/checkout': (w) => ({
    path: '/api/checkout',
    headers: { 'idempotency-key': unique('access-') },
    body: checkoutBody(w.productId),
  }),
  'GET /api/orders': to('/api/orders'),
  'GET /api/orders/active': to('/api/orders/active'),
  'GET /api/orders/:id': (w) => ({ path: `/api/orders/${w.order.id}` }),
  // The order is ready for pick-up, past the point where a customer may cancel.
  'POST /api/orders/:id/cancel': (w) => ({ path: `/api/orders/${w.order.id}/cancel`, ok: [409] }),
  // Not delivered yet: refused past the access check, and no rating is written.
  'POST /api/orders/:id/rating': (w) => ({
    path: `/api/orders/${w.order.id}/rating`,
    body: { orderStars: 5 },
    ok: [409],
  }),
  'POST /api/track/lookup': (w) => ({
    path: '/api/track/lookup',
    body: { reference: w.order.orderNumber, contact: w.order.email },
  }),
  'GET /api/track/:code': (w) => ({ path: `/api/track/${w.order.trackingCode}` }),
  'GET /api/courier/me': to('/api/courier/me'),
  // Both couriers already have a PIN.
  'POST /api/courier/pin': to('/api/courier/pin', { body: { pin: PIN }, ok: [409] }),
  'POST /api/courier/pin/verify': to('/api/courier/pin/verify', { body: { pin: PIN } }),
  'POST /api/courier/pin/change': to('/api/courier/pin/change', { body: { currentPin: PIN, pin: PIN } }),
  'POST /api/courier/lock': to('/api/courier/lock'),
  'POST /api/courier/online': to('/api/courier/online', { body: { isOnline: true } }),
  'POST /api/courier/location': to('/api/courier/location', { body: { lat: 40.6866, lng: -73.9903 } }),
  'PATCH /api/courier/profile': to('/api/courier/profile', { body: COURIER_PROFILE }),
  'GET /api/courier/orders/available': to('/api/courier/orders/available'),
  // The assigned courier took it while building the world.
  'POST /api/courier/orders/:id/accept': (w) => ({ path: `${order(w)}/accept`, ok: [409] }),
  'POST /api/courier/orders/:id/pickup': (w) => ({ path: `${order(w)}/pickup` }),
  'POST /api/courier/orders/:id/arrived': (w) => ({ path: `${order(w)}/arrived` }),
  'POST /api/courier/orders/:id/id-check': (w) => ({ path: `${order(w)}/id-check`, body: DANA_ID }),
  'POST /api/courier/orders/:id/handover': (w) => ({ path: `${order(w)}/handover`, body: HANDOVER }),
  // Handed over just before: a delivered order can be neither returned nor restocked.
  'POST /api/courier/orders/:id/return': (w) => ({
    path: `${order(w)}/return`,
    body: { reason: 'no_one_home' },
    ok: [409],
  }),
  'POST /api/courier/orders/:id/restock': (w) => ({ path: `${order(w)}/restock`, ok: [409] }),
  'GET /api/courier/orders/:id': (w) => ({ path: order(w) }),
  'GET /api/courier/manifest': to('/api/courier/manifest'),
  'GET /api/courier/earnings': to('/api/courier/earnings'),
  'GET /api/courier/history': to('/api/courier/history'),
  'POST /api/courier/incidents': to('/api/courier/incidents', { body: { category: 'unsafe_location' } }),
  'GET /api/courier/incidents': to('/api/courier/incidents'),
  'POST /api/courier-applications': () => ({
    path: '/api/courier-applications',
    body: {
      fullName: 'Riley Chen',
      email: `${unique('rider')}@example.test`,
      phone: `34755${String(n).padStart(5, '0')}`,
      borough: 'Brooklyn',
      vehicleType: 'bike',
      birthDate: '1994-05-06',
    },
  }),
  'GET /api/admin/me': to('/api/admin/me'),
  'GET /api/admin/dispatch/couriers': to('/api/admin/dispatch/couriers?all=1'),
  // A courier no one has: past the access checks, the admin meets 404 and the fixture order keeps its courier.
  'POST /api/admin/dispatch/orders/:id/assign': (w) => ({
    path: `/api/admin/dispatch/orders/${w.order.id}/assign`,
    body: { courierId: '00000000-0000-4000-8000-000000000000' },
    ok: [404],
  }),
  'GET /api/admin/dispatch/map': to('/api/admin/dispatch/map'),
  'GET /api/admin/orders': to('/api/admin/orders?limit=5'),
  'GET /api/admin/orders/export.csv': to('/api/admin/orders/export.csv?status=ready'),
  'GET /api/admin/orders/:id': (w) => ({ path: `/api/admin/orders/${w.order.id}` }),
  // The order is ready already: the state machine refuses, past the access check.
  'POST /api/admin/orders/:id/status': (w) => ({
    path: `/api/admin/orders/${w.order.id}/status`,
    body: { to: 'ready' },
    ok: [409],
  }),
  // Too short a reason: refused by validation, past the access check, and the fixture order stays as it is.
  'POST /api/admin/orders/:id/cancel': (w) => ({
    path: `/api/admin/orders/${w.order.id}/cancel`,
    body: { reason: 'x' },
    ok: [400],
  }),
  'POST /api/admin/orders/:id/notes': (w) => ({
    path: `/api/admin/orders/${w.order.id}/notes`,
    body: { text: 'Customer asked for a call on arrival' },
  }),
  'PUT /api/admin/orders/:id/courier-note': (w) => ({
    path: `/api/admin/orders/${w.order.id}/courier-note`,
    body: { text: 'Side door' },
  }),
  'GET /api/admin/settings': to('/api/admin/settings'),
  'PUT /api/admin/settings': to('/api/admin/settings', {
    body: { features: { giveaway: false, supportChat: true } },
  }),
  'GET /api/admin/audit-logs': to('/api/admin/audit-logs'),
  'GET /api/admin/notifications': to('/api/admin/notifications'),
  'POST /api/admin/notifications/test': to('/api/admin/notifications/test', { body: { channel: 'email' } }),
  // No failed message in the fixture: 409 means the caller passed the access check.
  'POST /api/admin/notifications/:id/resend': to('/api/admin/notifications/1/resend', {
    body: {},
    ok: [409],
  }),
  'GET /api/admin/dashboard': to('/api/admin/dashboard?period=7d'),
  'GET /api/admin/search': to('/api/admin/search?q=blue'),
  ...ADMIN_PART_TWO_PROBES,
  ...MERCHANT_BUSINESS_PROBES,
  ...PARTNER_PROBES,
  ...INVENTORY_PROBES,
  ...COUPON_PROBES,
  ...IMPORT_EXPORT_PROBES,
  ...PRODUCT_PROBES,
  'GET /api/merchant/me': to('/api/merchant/me'),
  ...MERCHANT_ORDER_PROBES,
  ...MERCHANT_SHOP_PROBES,
  ...MEDIA_PROBES,
  ...GIVEAWAY_DRAW_PROBES,
  ...GIVEAWAY_ADMIN_PROBES,
  ...GIVEAWAY_PUBLIC_PROBES,
  ...CHAT_PROBES,
  ...LIVE_CHAT_PROBES,
  ...PASSWORD_RESET_PROBES,
  ...STAFF_INVITATION_PROBES,
  'POST /api/dev/orders/:reference/advance': (w) => ({
    path: `/api/dev/orders/${w.order.orderNumber}/advance`,
    body: {},
  }),
  'GET /api/dev/db/round-trips': to('/api/dev/db/round-trips'),
  // The owner's order confirmation is in the outbox.
  'GET /api/dev/outbox/latest': (w) => ({
    path: `/api/dev/outbox/latest?to=${encodeURIComponent(w.order.email)}`,
  }),
  'GET /api/session': to('/api/session'),
  'POST /api/session/sign-up': () => ({
    path: '/api/session/sign-up',
    body: {
      email: `${unique('matrix')}@example.test`,
      password: 'Harbor-lights-42',
      confirmPassword: 'Harbor-lights-42',
      fullName: 'Jordan Lee',
      phone: '7185550199',
      ageConfirmed: true,
    },
  }),
  // A token no one was given: 400 for everyone, signed in or not (the link is the right, not the session).
  'POST /api/session/set-password': to('/api/session/set-password', {
    body: { token: 'not-a-real-token', password: 'Harbor-lights-42', confirmPassword: 'Harbor-lights-42' },
    ok: [400],
  }),
  'POST /api/session/sign-in': (w, role) => ({ path: '/api/session/sign-in', body: credentials(w, role) }),
  'POST /api/session/sign-out': async (w, role) => ({
    path: '/api/session/sign-out',
    cookie: role === 'anonymous' ? null : role === 'blocked' ? undefined : await w.spareSession(role),
  }),
  'GET /api/account': to('/api/account'),
  'POST /api/track-access': to('/api/track-access', { body: TRACKED_DEVICE }),
  'PATCH /api/account': to('/api/account', { body: { fullName: 'Jordan Lee', phone: '7185550199' } }),
  // Roles that share an account meet the label they saved already: 409 passed the access check too.
  'POST /api/account/addresses': to('/api/account/addresses', {
    body: { label: 'Access matrix', street: '1 Probe St', zip: '10001' },
    ok: [201, 409],
  }),
  'PATCH /api/account/addresses/:id': (w) => ({
    path: `/api/account/addresses/${w.addressId}`,
    body: { label: 'Home', street: '2 Probe St', zip: '10001' },
  }),
  'DELETE /api/account/addresses/:id': (w) => ({ path: `/api/account/addresses/${w.spareAddressId}` }),
  // Wrong passwords: the 400 comes after the access check, and no account of the world changes.
  'POST /api/account/password': to('/api/account/password', {
    body: {
      currentPassword: 'Not-the-one-1',
      newPassword: 'Probe-pass-99',
      confirmPassword: 'Probe-pass-99',
    },
    ok: [400],
  }),
  'POST /api/account/confirmation-email': to('/api/account/confirmation-email', { body: {}, ok: [202, 409] }),
  'DELETE /api/account': to('/api/account', {
    body: { password: 'Not-the-one-1', confirm: true },
    ok: [400],
  }),
  'POST /api/account/addresses/:id/default': (w) => ({
    path: `/api/account/addresses/${w.addressId}/default`,
  }),
  'GET /api/auth/verify-email': (w) => ({
    path: `/api/auth/verify-email?token=${encodeURIComponent(w.verifyToken)}&callbackURL=/`,
  }),
  'ALL /api/auth/*': (w, role) => ({
    path: '/api/auth/sign-in/email',
    method: 'POST',
    body: credentials(w, role),
  }),
  'ALL /api/*': to('/api/no-such-route', { method: 'GET' }),
};

/** Puts the world back after a route whose allowed calls change it for the routes after it. */
export const AFTER: Partial<Record<RouteKey, (w: World) => Promise<void>>> = {
  'POST /api/courier/lock': (w) => w.unlockCouriers(),
  'PUT /api/admin/settings': (w) => w.giveawaysOn(),
};
