import type { Role } from '#domain/auth.ts';

/**
 * Who may call each API route, keyed by method and path exactly as registered on the Hono app. The realtime socket
 * (`/api/realtime`) is an upgrade on the Node server, not a route: it authorizes each topic with `subscribeRight` in
 * orders.policy.ts (server/realtime/hub.api.test.ts). access-matrix.api.test.ts fails when a route is missing here
 * or an entry names no route, and calls every route as every role with real sessions on a real database.
 */
export const ACCESS_ROLES = [
  'anonymous',
  'customer',
  'owner',
  'otherCustomer',
  'courier',
  'assignedCourier',
  'merchant',
  'merchantStaff',
  'otherMerchant',
  'support',
  'admin',
  'blocked',
] as const;
/**
 * `owner` placed the order and holds the address and cart lines; `assignedCourier` carries that order; `merchant` owns
 * the shop the order came from and `merchantStaff` works there; `otherMerchant` owns another shop; `blocked` is a
 * customer blocked after signing in, whose surviving session counts for nothing.
 */
export type AccessRole = (typeof ACCESS_ROLES)[number];
export type AccountRole = Role;

export interface RouteAccess {
  allow: readonly AccessRole[];
  /** The account roles the route needs (any one of them): a signed-in caller without one gets 403. */
  roles?: readonly AccountRole[];
  /** `dev-token`: a secret header instead of a session (403 without it); `none`: nothing is there (404). */
  gate?: 'dev-token' | 'none';
  /** `owner`: the shop's staff are refused (403), only its owner may. */
  shopRole?: 'owner';
  note: string;
}

const HOLDS: Record<AccessRole, readonly AccountRole[]> = {
  anonymous: [],
  customer: ['customer'],
  owner: ['customer'],
  otherCustomer: ['customer'],
  courier: ['courier'],
  assignedCourier: ['courier'],
  merchant: ['merchant'],
  merchantStaff: ['merchant'],
  otherMerchant: ['merchant'],
  support: ['support'],
  admin: ['admin'],
  blocked: [],
};

const EVERYONE = ACCESS_ROLES;
const SIGNED_IN = ACCESS_ROLES.filter((r) => r !== 'anonymous' && r !== 'blocked');
const COURIERS = ['courier', 'assignedCourier'] as const;

const open = (note: string): RouteAccess => ({ allow: EVERYONE, note });
const signedIn = (note: string): RouteAccess => ({ allow: SIGNED_IN, note });
const courier = (note: string, allow: readonly AccessRole[] = COURIERS): RouteAccess => ({
  allow,
  roles: ['courier'],
  note,
});
/** Everyone holding one of the account roles. */
const holding = (roles: readonly AccountRole[]) =>
  ACCESS_ROLES.filter((r) => HOLDS[r].some((held) => roles.includes(held)));
const staff = (roles: readonly AccountRole[], note: string): RouteAccess => ({
  allow: holding(roles),
  roles,
  note,
});
/**
 * A merchant portal route. `own`: on the caller's own shop (any shop's member may call; each sees their own);
 * `order`: names the demo shop's order, which another shop's member gets as a 404. `owner`: staff are refused.
 */
const shop = (scope: 'own' | 'order', note: string, shopRole?: 'owner'): RouteAccess => ({
  allow: (scope === 'own'
    ? ['merchant', 'merchantStaff', 'otherMerchant']
    : ['merchant', 'merchantStaff']
  ).filter((r) => !(shopRole === 'owner' && r === 'merchantStaff')) as AccessRole[],
  roles: ['merchant'],
  ...(shopRole ? { shopRole } : {}),
  note,
});
const own = (allow: readonly AccessRole[], note: string): RouteAccess => ({ allow, note });

export const ACCESS_MATRIX = {
  'GET /api/health': open('liveness; 503 while the database is down'),
  'HEAD /api/health': open('liveness for load balancers'),
  'GET /api/products': open('public catalog, served from memory'),
  'GET /api/products/featured': open('public catalog'),
  'GET /api/products/:id': open('public catalog'),
  'GET /api/search': open('public catalog, at most 10 results'),
  'GET /api/shops': open('public shop list'),
  'GET /api/blog': open('public posts'),
  'GET /api/blog/:slug': open('public post'),
  'POST /api/analytics': open('events; the user comes from the session, never the body'),
  'POST /api/client-errors': open('browser error reports; same rule'),
  'GET /api/cart': signedIn("the caller's own cart"),
  'POST /api/cart/items': signedIn("adds to the caller's own cart"),
  'PATCH /api/cart/items/:id': own(['owner'], "a line of someone else's cart is a 404"),
  'DELETE /api/cart/items/:id': own(['owner'], "a line of someone else's cart is a 404"),
  'POST /api/cart/merge': signedIn("merges the browser's guest cart into the caller's"),
  'GET /api/notification-preferences': signedIn("the caller's own row"),
  'PUT /api/notification-preferences': signedIn("the caller's own row"),
  'POST /api/checkout/quote': open('prices and delivery windows; no personal data'),
  'POST /api/checkout': open('guests send items; signed-in callers buy their cart'),
  'GET /api/orders': signedIn("the caller's own orders"),
  'GET /api/orders/active': signedIn("the caller's own latest active order"),
  'GET /api/orders/:id': own(
    ['owner', 'assignedCourier', 'support', 'admin'],
    'anyone else gets the 404 of a missing order',
  ),
  'POST /api/orders/:id/cancel': own(['owner'], "the customer's own cancel; anyone else 404"),
  'POST /api/track/lookup': open('needs the order number or code and the contact used'),
  'GET /api/track/:code': open('the code is the secret; no address, phone or e-mail'),
  'GET /api/courier/me': courier('courier profile and PIN state'),
  'POST /api/courier/pin': courier('first PIN set-up'),
  'POST /api/courier/pin/verify': courier('unlocks this session'),
  'POST /api/courier/pin/change': courier('needs the current PIN'),
  'POST /api/courier/lock': courier('locks this session'),
  'POST /api/courier/online': courier('shift on/off'),
  'POST /api/courier/location': courier('live position'),
  'PATCH /api/courier/profile': courier('name, phone, vehicle'),
  'GET /api/courier/orders/available': courier('orders waiting for a courier'),
  'POST /api/courier/orders/:id/accept': courier('any courier may try; a taken order is a 409'),
  'POST /api/courier/orders/:id/pickup': courier("another courier's order is a 404", ['assignedCourier']),
  'POST /api/courier/orders/:id/arrived': courier("another courier's order is a 404", ['assignedCourier']),
  'POST /api/courier/orders/:id/handover': courier("another courier's order is a 404", ['assignedCourier']),
  'POST /api/courier/orders/:id/return': courier("another courier's order is a 404", ['assignedCourier']),
  'POST /api/courier/orders/:id/restock': courier("another courier's order is a 404", ['assignedCourier']),
  'GET /api/courier/orders/:id': courier("another courier's order is a 404", ['assignedCourier']),
  'GET /api/courier/manifest': courier("the caller's own deliveries"),
  'GET /api/courier/earnings': courier("the caller's own earnings"),
  'GET /api/courier/history': courier("the caller's own deliveries"),
  'POST /api/courier/incidents': courier('reports an incident; the order must be one of their own'),
  'GET /api/courier/incidents': courier("the caller's own incident reports"),
  'POST /api/courier-applications': open('public application form'),
  'POST /api/partner-applications': open('public partner shop application form; rate-limited per address'),
  'GET /api/admin/me': staff(['admin', 'support'], "the caller's id, roles and permissions"),
  'GET /api/admin/dispatch/couriers': staff(
    ['admin', 'support'],
    'couriers on shift (or all), their load and position',
  ),
  'POST /api/admin/dispatch/orders/:id/assign': staff(
    ['admin'],
    'orders:status:write; support is refused (403)',
  ),
  'GET /api/admin/dispatch/map': staff(['admin', 'support'], 'shops, online couriers and active orders'),
  'GET /api/admin/orders': staff(['admin', 'support'], 'the staff order list, keyset pages'),
  'GET /api/admin/orders/export.csv': staff(['admin', 'support'], 'the filtered orders as CSV'),
  'GET /api/admin/orders/:id': staff(['admin', 'support'], 'one order in full, with notes and timeline'),
  'POST /api/admin/orders/:id/status': staff(['admin'], 'orders:status:write; support gets 403'),
  'POST /api/admin/orders/:id/cancel': staff(['admin'], 'orders:status:write; support gets 403'),
  'POST /api/admin/orders/:id/notes': staff(['admin', 'support'], 'orders:notes:add'),
  'GET /api/admin/settings': staff(['admin'], 'store settings; settings:write'),
  'PUT /api/admin/settings': staff(['admin'], 'change store settings, audited; settings:write'),
  'GET /api/admin/audit-logs': staff(['admin'], 'the audit log; audit:read'),
  'GET /api/admin/notifications': staff(['admin'], 'the outbox, recipients masked; notifications:manage'),
  'POST /api/admin/notifications/test': staff(
    ['admin'],
    'a test message to the caller; notifications:manage',
  ),
  'POST /api/admin/notifications/:id/resend': staff(
    ['admin'],
    'resend a failed message; notifications:manage',
  ),
  'GET /api/admin/dashboard': staff(['admin', 'support'], 'sales, live counts and series; orders:read:any'),
  'GET /api/admin/search': staff(['admin', 'support'], 'orders, customers, couriers, products'),
  'GET /api/admin/safety/incidents': staff(['admin', 'support'], 'courier incidents; incidents:read'),
  'GET /api/admin/safety/incidents/:id': staff(['admin', 'support'], 'one incident and its trail'),
  'POST /api/admin/safety/incidents/:id/status': staff(
    ['admin'],
    'acknowledge or resolve, audited; incidents:manage',
  ),
  'GET /api/admin/safety/alerts': staff(['admin', 'support'], 'open thefts and accidents; incidents:read'),
  'GET /api/admin/safety/refusals': staff(['admin', 'support'], 'refused hand-overs; incidents:read'),
  'GET /api/admin/users': staff(['admin', 'support'], 'the staff user list, keyset pages; users:read'),
  'GET /api/admin/users/:id': staff(
    ['admin', 'support'],
    'one user in full, never a session token; users:read',
  ),
  'POST /api/admin/users/:id/block': staff(['admin'], 'block with a reason, audited; users:block'),
  'POST /api/admin/users/:id/unblock': staff(['admin'], 'unblock, audited; users:block'),
  'PUT /api/admin/users/:id/roles/support': staff(['admin'], 'grant support, audited; users:manage'),
  'DELETE /api/admin/users/:id/roles/support': staff(['admin'], 'remove support, audited; users:manage'),
  'POST /api/admin/users/:id/sign-out-everywhere': staff(
    ['admin'],
    'end every session, audited; users:manage',
  ),
  'POST /api/admin/users/:id/devices/:deviceId/block': staff(
    ['admin'],
    'block a device, audited; users:manage',
  ),
  'POST /api/admin/users/:id/devices/:deviceId/unblock': staff(['admin'], 'unblock a device; users:manage'),
  'GET /api/admin/compliance': staff(['admin'], 'excise, refusals, returns, loads, rules; compliance:read'),
  'GET /api/admin/compliance/excise.csv': staff(['admin'], 'the excise of a period as CSV; compliance:read'),
  'GET /api/admin/age-verification': staff(['admin'], 'every age check, keyset pages; compliance:read'),
  'GET /api/admin/age-verification/export.csv': staff(['admin'], 'the age checks as CSV; compliance:read'),
  'GET /api/admin/risk/rules': staff(['admin'], 'risk rules and hold threshold; risk:manage'),
  'PATCH /api/admin/risk/rules/:key': staff(['admin'], 'edit a risk rule, audited; risk:manage'),
  'PUT /api/admin/risk/threshold': staff(['admin'], 'set the hold threshold, audited; risk:manage'),
  'GET /api/admin/risk/held': staff(['admin'], 'orders held for risk review; risk:manage'),
  'POST /api/admin/risk/held/:id/approve': staff(['admin'], 'release a held order, audited; risk:manage'),
  'GET /api/admin/couriers': staff(
    ['admin', 'support'],
    'couriers with load, rates and state; couriers:read',
  ),
  'GET /api/admin/couriers/:id': staff(['admin', 'support'], 'one courier: profile, shifts, manifest, route'),
  'GET /api/admin/couriers/:id/deliveries': staff(
    ['admin', 'support'],
    "a courier's deliveries, keyset pages",
  ),
  'GET /api/admin/couriers/:id/earnings': staff(['admin', 'support'], "a courier's earnings for a period"),
  'GET /api/admin/couriers/:id/payouts.csv': staff(['admin', 'support'], "a period's payout as CSV"),
  'POST /api/admin/couriers/:id/commission': staff(['admin'], 'couriers:manage; audited'),
  'POST /api/admin/couriers/:id/vehicle': staff(['admin'], 'couriers:manage; audited'),
  'POST /api/admin/couriers/:id/reset-pin': staff(['admin'], 'couriers:manage; locks every session; audited'),
  'POST /api/admin/couriers/:id/deactivate': staff(['admin'], 'couriers:manage; ends sessions; audited'),
  'POST /api/admin/couriers/:id/reactivate': staff(['admin'], 'couriers:manage; audited'),
  'GET /api/admin/courier-applications': staff(['admin', 'support'], 'applications by status; couriers:read'),
  'GET /api/admin/courier-applications/:id': staff(['admin', 'support'], 'one application; couriers:read'),
  'POST /api/admin/courier-applications/:id/approve': staff(['admin'], 'couriers:manage; audited'),
  'POST /api/admin/courier-applications/:id/reject': staff(['admin'], 'couriers:manage; audited'),
  'GET /api/admin/analytics': staff(['admin'], 'funnel, sales breakdowns, searches, errors; analytics:read'),
  'GET /api/admin/analytics/export.csv': staff(['admin'], 'one analytics table as CSV; analytics:read'),
  'GET /api/admin/partner-applications': staff(['admin'], 'partner applications by status; merchants:manage'),
  'GET /api/admin/partner-applications/:id': staff(['admin'], 'one partner application; merchants:manage'),
  'POST /api/admin/partner-applications/:id/approve': staff(['admin'], 'creates the shop and owner; audited'),
  'POST /api/admin/partner-applications/:id/reject': staff(['admin'], 'merchants:manage; audited'),
  'GET /api/admin/partner-shops': staff(['admin'], 'shops with owner, counts, terms; merchants:manage'),
  'PATCH /api/admin/partner-shops/:id': staff(['admin'], 'prices editable, commission; audited'),
  'GET /api/merchant/me': shop('own', "the caller's id, roles, permissions, own shop and place in it"),
  'GET /api/merchant/reports/sales': shop('own', "own shop's delivered sales for a period", 'owner'),
  'GET /api/merchant/reports/sales.csv': shop('own', 'the same report as CSV, by day or by product', 'owner'),
  'GET /api/merchant/staff': shop('own', "the owner's own shop's people", 'owner'),
  'POST /api/merchant/staff': shop('own', 'invite a person by e-mail to the caller’s own shop', 'owner'),
  'DELETE /api/merchant/staff/:userId': shop('order', "a demo shop staff member; other shops' 404", 'owner'),
  'GET /api/merchant/orders': shop('own', "the caller's shop's live board: active and finished today"),
  'GET /api/merchant/orders/:id': shop('order', "one of the shop's orders with its pick list and timeline"),
  'POST /api/merchant/orders/:id/accept': shop('order', 'pending → confirmed through the state machine'),
  'POST /api/merchant/orders/:id/start-preparing': shop('order', 'confirmed → preparing'),
  'POST /api/merchant/orders/:id/ready': shop('order', 'preparing → ready; courier and pool told'),
  'POST /api/merchant/orders/:id/reject': shop('order', 'cancel with a reason: stock back, customer told'),
  'GET /api/merchant/products': shop('own', "the own shop's products, variants, stock; compliance read-only"),
  'POST /api/merchant/variants/:id/stock': shop(
    'order',
    'shop:stock; one ledger row; another shop’s variant 404',
  ),
  'POST /api/merchant/variants/:id/sold-out': shop('order', 'shop:stock; stock 0 through the ledger'),
  'POST /api/merchant/variants/:id/back-in-stock': shop('order', 'shop:stock; through the ledger'),
  'PATCH /api/merchant/variants/:id/price': shop(
    'order',
    'shop:prices when the admin allows; audited',
    'owner',
  ),
  'GET /api/merchant/shop': shop('own', "the own shop's profile, hours and closure; shop:settings", 'owner'),
  'PUT /api/merchant/shop': shop('own', 'description, phone, hours; shop:settings; audited', 'owner'),
  'POST /api/merchant/shop/closure': shop('own', 'closed until (≤ 14 days); shop:settings; audited', 'owner'),
  'DELETE /api/merchant/shop/closure': shop('own', 'reopen now; shop:settings; audited', 'owner'),
  'POST /api/merchant/shop/logo': shop('own', 'PNG/JPEG/WebP ≤ 1 MB; shop:settings; audited', 'owner'),
  'POST /api/dev/orders/:reference/advance': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret, whoever is signed in',
  },
  'GET /api/dev/db/round-trips': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret; null unless DB_COUNT_ROUND_TRIPS is on',
  },
  'GET /api/dev/outbox/latest': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret; the newest message to an address, for the e2e tests',
  },
  'GET /api/session': open('the signed-in user, or null'),
  'POST /api/session/sign-up': open('creates a customer'),
  'POST /api/session/set-password': open('a set-password link from an e-mail; the token is the right'),
  'POST /api/session/sign-in': open('a new session for whoever signs in'),
  'POST /api/session/sign-out': open("ends the caller's session; a no-op when anonymous"),
  'GET /api/account': signedIn("the caller's own profile and addresses"),
  'PATCH /api/account': signedIn("the caller's own profile"),
  'POST /api/track-access': signedIn("records the caller's own device; answers whether access is restricted"),
  'DELETE /api/account/addresses/:id': own(['owner'], "someone else's address is a 404"),
  'POST /api/account/addresses/:id/default': own(['owner'], "someone else's address is a 404"),
  'GET /api/auth/verify-email': open('the link in the confirmation e-mail'),
  'ALL /api/auth/*': { allow: [], gate: 'none', note: "better-auth's own endpoints are not exposed" },
  'ALL /api/*': { allow: [], gate: 'none', note: 'unknown API paths' },
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ACCESS_MATRIX;

/**
 * The one answer a refused caller gets: 401 when not signed in, 403 when signed in without the route's account role,
 * and 404 when the role fits but the order, address or cart line is someone else's, so its existence stays hidden.
 */
export function refusalStatus(access: RouteAccess, role: AccessRole): 401 | 403 | 404 {
  if (access.gate === 'dev-token') return 403;
  if (access.gate === 'none') return 404;
  if (role === 'anonymous' || role === 'blocked') return 401;
  if (access.roles && !access.roles.some((r) => HOLDS[role].includes(r))) return 403;
  if (access.shopRole === 'owner' && role === 'merchantStaff') return 403;
  return 404;
}
