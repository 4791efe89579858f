import { PIN } from '../couriers.ts';
import { newCustomer } from '../test-app.ts';
import { MANHATTAN_GUEST } from '../guests.ts';
import { TEST_P256DH } from '../push-service.ts';
import { HANDOVER, scannedId } from '../door-checks.ts';

/** Real rows the fuzzer aims at, so generated requests also reach handlers past "not found". */
export interface World {
  productId: string;
  productSlug: string;
  weight: string;
  blogSlug: string;
  orderId: string;
  /** An order the courier identity holds, in transit. */
  deliveryId: string;
  orderNumber: string;
  trackingCode: string;
  orderEmail: string;
  cartLineId: string;
  addressId: string;
  devToken: string;
  /** The customer identity's support chat. */
  chatSessionId: string;
}

const COUPON_SAMPLE = {
  code: 'FUZZ10',
  description: 'Fuzzed',
  kind: 'percent',
  value: 10,
  maxDiscountCents: 2500,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: 5,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  shopIds: [],
  categories: ['flower'],
  isActive: false,
};

const GIVEAWAY_SAMPLE = {
  title: 'Fuzz giveaway',
  slug: 'fuzz-giveaway',
  prize: 'A fuzzed prize',
  prizeValueCents: 5000,
  sponsor: 'NY Minute',
  startsAt: '2026-12-01T05:00:00Z',
  endsAt: '2026-12-31T05:00:00Z',
  entryEntries: 1,
  referralEntries: 3,
  orderEntries: 5,
  perPersonLimit: 100,
  winnersCount: 1,
  alternatesCount: 2,
  claimDays: 14,
  rulesAdditions: '',
  bannerText: 'WIN FUZZ',
  active: false,
};

const at = () => new Date('2026-11-23T17:00:00Z').toISOString();

/**
 * A valid body per route, which the fuzzer mutates (a field replaced, dropped or added). A route
 * without a sample is still fuzzed, with generated bodies only.
 */
export function validBodies(w: World): Record<string, unknown> {
  const line = { productId: w.productId, quantity: 1, selectedWeight: w.weight };
  const guest = {
    ...MANHATTAN_GUEST,
    note: 'Buzz 4B',
    couponCode: '',
    saveAddress: false,
    items: [line],
  };
  const flags = ['sms', 'push', 'email'].flatMap((c) => [`${c}Enabled`, `${c}AllUpdates`]);
  return {
    'POST /api/analytics': {
      events: [
        { name: 'product_view', properties: { product_id: w.productId }, timestamp: at(), pageUrl: '/' },
      ],
    },
    'POST /api/client-errors': {
      errors: [{ type: 'error', message: 'Boom', stack: 'Error: Boom', timestamp: at(), url: '/' }],
    },
    'POST /api/cart/items': { ...line, replace: false },
    'PATCH /api/cart/items/:id': { quantity: 2 },
    'POST /api/cart/merge': { items: [line] },
    'PUT /api/notification-preferences': {
      ...Object.fromEntries(flags.map((f) => [f, true])),
      smsCriticalOnly: false,
      pushCriticalOnly: false,
      emailConfirmationOnly: false,
    },
    'POST /api/push/subscriptions': {
      endpoint: 'https://push.example.test/fuzz/browser',
      expirationTime: null,
      keys: { p256dh: TEST_P256DH, auth: 'fuzz-push-auth-secret0' },
    },
    'DELETE /api/push/subscriptions': { endpoint: 'https://push.example.test/fuzz/browser' },
    'POST /api/checkout/quote': { zip: '10011', couponCode: '', items: [line] },
    'POST /api/checkout': guest,
    'POST /api/track/lookup': { reference: w.orderNumber, contact: w.orderEmail },
    'POST /api/courier/pin': { pin: PIN },
    'POST /api/courier/pin/verify': { pin: PIN },
    'POST /api/courier/pin/change': { currentPin: PIN, pin: PIN },
    'POST /api/courier/online': { isOnline: true },
    'POST /api/courier/location': { lat: 40.7411, lng: -73.9897, accuracy: 12 },
    'PATCH /api/courier/profile': { fullName: 'Test Courier', phone: '3475550100', vehicleType: 'bike' },
    'POST /api/courier/orders/:id/id-check': scannedId({ first: 'Avery', last: 'Quinn' }),
    'POST /api/courier/orders/:id/handover': HANDOVER,
    'POST /api/courier/orders/:id/return': { reason: 'refused', note: 'Declined at the door' },
    'POST /api/courier-applications': {
      fullName: 'Sam Rider',
      email: 'sam.rider@example.test',
      phone: '(917) 555-0123',
      borough: 'Brooklyn',
      vehicleType: 'bike',
      birthDate: '1994-02-03',
      experience: 'Two years of bike delivery',
    },
    'POST /api/partner-applications': {
      shopName: 'Sample Dispensary',
      licenseNumber: 'OCM-AUCP-2026-000999',
      street: '10 Court Street',
      zip: '11201',
      contactName: 'Sam Owner',
      email: 'sam.owner@example.test',
      phone: '(718) 555-0123',
    },
    'PATCH /api/admin/partner-shops/:id': { pricesEditable: true, commissionBps: 1800 },
    'POST /api/admin/inventory/:id/adjust': { mode: 'delta', delta: 1, reason: 'received', note: 'Fuzz' },
    'PUT /api/admin/inventory/:id/threshold': { threshold: 4 },
    'POST /api/admin/coupons': COUPON_SAMPLE,
    'PUT /api/admin/coupons/:id': COUPON_SAMPLE,
    'POST /api/admin/coupons/:id/active': { active: false },
    'POST /api/admin/giveaways': GIVEAWAY_SAMPLE,
    'PUT /api/admin/giveaways/:id': GIVEAWAY_SAMPLE,
    'POST /api/admin/giveaways/:id/active': { active: false },
    'POST /api/admin/giveaways/entrants/:id/disqualify': { reason: 'Fuzz' },
    'POST /api/dev/orders/:reference/advance': {},
    'POST /api/admin/giveaways/:id/winners/:rank/pass': { reason: 'disqualified', note: 'Fuzz' },
    'POST /api/session/sign-up': newCustomer(),
    'POST /api/session/sign-in': { email: 'customer@demo.nymnyc.test', password: 'Wrong-pass-2024' },
    'PATCH /api/account': { fullName: 'Jordan Lee', phone: '(718) 555-0199' },
    'POST /api/giveaways/:slug/enter': { birthDate: '1990-05-17', zip: '11201', nyResident: true },
    'POST /api/giveaways/:slug/share': { method: 'copy' },
    'POST /api/chat/sessions/:id/messages': { message: 'Do you deliver to 11201?' },
    'POST /api/admin/live-chat/sessions/:id/messages': { message: 'Fuzz reply' },
    'POST /api/admin/live-chat/sessions/:id/close': { resolution: 'resolved', note: 'Fuzz' },
    'POST /api/dev/chat/waiting': { lines: ['Fuzz line'] },
    'POST /api/session/password-reset': { email: 'customer@demo.nymnyc.test' },
    'POST /api/session/password-reset/:token': {
      password: 'Harbor-lights-42',
      confirmPassword: 'Harbor-lights-42',
    },
  };
}

/** Values for a path parameter: the world's real ids and names, beside the hostile ones. */
export const realSegments = (w: World) => [
  'nyc-biggest-flower',
  w.productId,
  w.productSlug,
  w.blogSlug,
  w.orderId,
  w.deliveryId,
  w.orderNumber,
  w.trackingCode,
  w.cartLineId,
  w.addressId,
  w.orderId.toUpperCase(),
];

/** The real values most likely to fit a parameter, by the path segment before it ('/orders/:id'). */
export function likelySegments(w: World, before: string | undefined): string[] {
  const byCollection: Record<string, string[]> = {
    items: [w.cartLineId],
    orders: [w.orderId, w.deliveryId, w.orderNumber],
    addresses: [w.addressId],
    products: [w.productId, w.productSlug],
    blog: [w.blogSlug],
    track: [w.trackingCode],
    giveaways: ['nyc-biggest-flower'],
    sessions: [w.chatSessionId],
  };
  return byCollection[before ?? ''] ?? realSegments(w);
}
