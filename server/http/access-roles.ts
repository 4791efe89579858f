import type { Role } from '#domain/auth.ts';

// The callers the access matrix speaks as, what each holds, the shapes of its entries and the refusal each gets.

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

export const HOLDS: Record<AccessRole, readonly AccountRole[]> = {
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

export const open = (note: string): RouteAccess => ({ allow: EVERYONE, note });
export const signedIn = (note: string): RouteAccess => ({ allow: SIGNED_IN, note });
export const courier = (note: string, allow: readonly AccessRole[] = COURIERS): RouteAccess => ({
  allow,
  roles: ['courier'],
  note,
});
/** Everyone holding one of the account roles. */
const holding = (roles: readonly AccountRole[]) =>
  ACCESS_ROLES.filter((r) => HOLDS[r].some((held) => roles.includes(held)));
export const staff = (roles: readonly AccountRole[], note: string): RouteAccess => ({
  allow: holding(roles),
  roles,
  note,
});
/**
 * A merchant portal route. `own`: on the caller's own shop (any shop's member may call; each sees their own);
 * `order`: names the demo shop's order, which another shop's member gets as a 404. `owner`: staff are refused.
 */
export const shop = (scope: 'own' | 'order', note: string, shopRole?: 'owner'): RouteAccess => ({
  allow: (scope === 'own'
    ? ['merchant', 'merchantStaff', 'otherMerchant']
    : ['merchant', 'merchantStaff']
  ).filter((r) => !(shopRole === 'owner' && r === 'merchantStaff')) as AccessRole[],
  roles: ['merchant'],
  ...(shopRole ? { shopRole } : {}),
  note,
});
export const own = (allow: readonly AccessRole[], note: string): RouteAccess => ({ allow, note });

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
