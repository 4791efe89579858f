import type { Role } from './auth.ts';

/** Everything a role may be allowed to do; the server refuses with these and the web hides actions with them. */
export const PERMISSIONS = [
  'orders:read:own',
  'orders:read:any',
  'orders:notes:add',
  'orders:status:write',
  'deliveries:carry',
  'users:read',
  'users:block',
  'users:manage',
  'couriers:read',
  'couriers:manage',
  'incidents:read',
  'incidents:manage',
  'compliance:read',
  'risk:manage',
  'analytics:read',
  'merchants:manage',
  'chat:answer',
  'settings:write',
  'catalog:read',
  'catalog:write',
  'coupons:manage',
  'giveaways:manage',
  'refunds:issue',
  'audit:read',
  'notifications:manage',
  'shop:manage:own',
  'admin:access',
  'merchant:access',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What only customers, couriers and merchants do: the admin holds every other permission. */
const NOT_STAFF: readonly Permission[] = [
  'orders:read:own',
  'deliveries:carry',
  'shop:manage:own',
  'merchant:access',
];

/** A merchant's shop is always the one it owns: the server takes it from the session, never from the request. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: ['orders:read:own'],
  courier: ['deliveries:carry'],
  merchant: ['merchant:access', 'shop:manage:own'],
  support: [
    'admin:access',
    'orders:read:any',
    'orders:notes:add',
    'users:read',
    'couriers:read',
    'incidents:read',
    'chat:answer',
    'catalog:read',
  ],
  admin: PERMISSIONS.filter((p) => !NOT_STAFF.includes(p)),
};

export function can(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Every permission the roles grant together, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  return PERMISSIONS.filter((p) => can(roles, p));
}

/** A merchant user's place in their one shop. */
export const SHOP_ROLES = ['owner', 'staff'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/** What a shop member may do in the merchant portal, always on their own shop (the server takes it from the session). */
export const SHOP_PERMISSIONS = [
  'shop:orders',
  'shop:stock',
  'shop:settings',
  'shop:reports',
  'shop:staff',
  'shop:prices',
] as const;
export type ShopPermission = (typeof SHOP_PERMISSIONS)[number];

/** Staff work orders and the shelf; settings, payouts, staff and prices stay with the owner. */
export const SHOP_ROLE_PERMISSIONS: Record<ShopRole, readonly ShopPermission[]> = {
  owner: SHOP_PERMISSIONS,
  staff: ['shop:orders', 'shop:stock'],
};

export const shopCan = (role: ShopRole, permission: ShopPermission) =>
  SHOP_ROLE_PERMISSIONS[role].includes(permission);
