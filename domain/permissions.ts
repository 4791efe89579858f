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
  'chat:answer',
  'settings:write',
  'catalog:write',
  'refunds:issue',
  'audit:read',
  'notifications:manage',
  'shop:manage:own',
  'admin:access',
  'merchant:access',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

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
  ],
  admin: [
    'admin:access',
    'orders:read:any',
    'orders:notes:add',
    'orders:status:write',
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
    'chat:answer',
    'settings:write',
    'catalog:write',
    'refunds:issue',
    'audit:read',
    'notifications:manage',
  ],
};

export function can(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Every permission the roles grant together, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  return PERMISSIONS.filter((p) => can(roles, p));
}
