import { DRAW_CHECK_ROUTE, drawCheckPath } from '#domain/giveaways/draw-check-route.ts';

/**
 * Every role app page's path (admin, partner portal, courier): `path` for the route tree (relative to its app's root), `getHref` for links. One place to
 * rename a page; the menus, the routes and the links read it.
 */
export const ADMIN_ROOT = '/admin';
export const MERCHANT_ROOT = '/merchant';
export const COURIER_ROOT = '/courier';

const pageIn = (root: string) => (path: string) => ({ path, getHref: () => `${root}/${path}` }) as const;
const withIdIn = (root: string) => (path: `${string}:id${string}`) =>
  ({ path, getHref: (id: string) => `${root}/${path.replace(':id', encodeURIComponent(id))}` }) as const;
const page = pageIn(ADMIN_ROOT);
const withId = withIdIn(ADMIN_ROOT);
const merchant = pageIn(MERCHANT_ROOT);
const courier = pageIn(COURIER_ROOT);

export const paths = {
  /** Storefront pages that other apps link to. */
  shop: {
    drawCheck: { path: DRAW_CHECK_ROUTE, getHref: drawCheckPath },
  },
  admin: {
    login: page('login'),
    dashboard: page('dashboard'),
    settings: page('settings'),
    auditLogs: page('audit-logs'),
    notifications: page('notifications'),
    search: page('search'),
    users: page('users'),
    compliance: page('compliance'),
    ageVerification: page('age-verification'),
    couriers: page('couriers'),
    courierApplications: page('courier-applications'),
    partnerApplications: page('partner-applications'),
    partnerShops: page('partner-shops'),
    analytics: page('analytics'),
    inventory: page('inventory'),
    products: page('products'),
    templates: page('templates'),
    media: page('media'),
    coaManagement: page('coa-management'),
    liveOrders: page('live-orders'),
    liveMap: page('live-map'),
    deliverySafety: page('delivery-safety'),
    riskFactors: page('risk-factors'),
    liveChat: page('live-chat'),
    coupons: page('coupons'),
    giveaway: page('giveaway'),
    giveaways: page('giveaways'),
    importExport: page('import-export'),
    buttonTester: page('button-tester'),
    orders: {
      path: 'orders',
      /** The list, optionally filtered (`{ status: 'placed' }`, `{ courier: id }`). */
      getHref: (filters: Readonly<Record<string, string>> = {}) => {
        const query = new URLSearchParams(filters).toString();
        return `/admin/orders${query ? `?${query}` : ''}`;
      },
    },
    productAnalytics: page('products/analytics'),
    newProduct: page('products/new'),
    newGiveaway: page('giveaways/new'),
    giveawayEntrants: page('giveaways/manage'),
    newCoupon: page('coupons/create'),
    order: withId('orders/:id'),
    user: withId('users/:id'),
    courier: withId('couriers/:id'),
    editProduct: withId('products/:id/edit'),
    duplicateProduct: withId('products/:id/duplicate'),
    incident: withId('delivery-safety/:id'),
    editGiveaway: withId('giveaways/:id/edit'),
    giveawayAnalytics: withId('giveaways/:id/analytics'),
    giveawayWinners: withId('giveaways/:id/winners'),
    editCoupon: withId('coupons/:id/edit'),
  },
  merchant: {
    dashboard: merchant('dashboard'),
    reports: merchant('reports'),
    staff: merchant('staff'),
    products: merchant('products'),
    settings: merchant('settings'),
    pickList: withIdIn(MERCHANT_ROOT)('orders/:id/pick-list'),
  },
  courier: {
    login: courier('login'),
    dashboard: courier('dashboard'),
    earnings: courier('earnings'),
    history: courier('history'),
    profile: courier('profile'),
    incident: courier('incident'),
  },
} as const;
