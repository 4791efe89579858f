import { open, shop, signedIn, staff, type RouteAccess } from './access-roles.ts';

/**
 * The partner shops' routes: the merchant portal (always the caller's own shop), the admin's partner pages, and the
 * invitee's answer to a shop's staff invitation.
 */
export const SHOP_ACCESS = {
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
  'POST /api/merchant/staff': shop(
    'own',
    'records an invitation and e-mails its link; grants nothing; the same answer for every address',
    'owner',
  ),
  'DELETE /api/merchant/staff/invitations/:id': shop(
    'order',
    "revokes the demo shop's open invitation; other shops' 404",
    'owner',
  ),
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
  'GET /api/merchant/pause': shop('own', 'paused until when, open now; shop:orders (owner and staff)'),
  'POST /api/merchant/pause': shop('own', '30 min, 1 hour or rest of today; end set by the server; audited'),
  'DELETE /api/merchant/pause': shop('own', 'resume now: ends the running pause or closure; audited'),
  'POST /api/merchant/shop/logo': shop('own', 'PNG/JPEG/WebP ≤ 1 MB; shop:settings; audited', 'owner'),
  'GET /api/staff-invitations/:token': open(
    'the shop and address of an invitation; the token is the right to see it',
  ),
  'POST /api/staff-invitations/:token/accept': signedIn(
    "only the invited address's own account; store, courier and shop accounts refused",
  ),
  'POST /api/staff-invitations/:token/decline': signedIn("only the invited address's own account"),
} as const satisfies Record<string, RouteAccess>;
