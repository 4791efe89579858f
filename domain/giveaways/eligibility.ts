import type { Role } from '../auth.ts';

/**
 * Who may enter a giveaway: customers only. The official rules exclude the store's people (couriers, shop staff,
 * support, admins), even when their account also holds the customer role.
 */
export const mayEnter = (roles: readonly Role[]): boolean =>
  roles.includes('customer') && roles.every((r) => r === 'customer');

export const STAFF_EXCLUDED_MESSAGE =
  'People who work for the store, its partner shops or its couriers may not enter (see the official rules)';
