import type { Role } from '#domain/auth.ts';
import { can } from '#domain/permissions.ts';
import type { OrderRow } from './orders.repo.ts';

type OrderAccess = Pick<OrderRow, 'userId' | 'courierUserId' | 'trackingCode' | 'email' | 'phone'>;

const isCustomer = (order: OrderAccess, userId: string) => order.userId !== null && order.userId === userId;
const isCourier = (order: OrderAccess, userId: string, roles: readonly Role[]) =>
  roles.includes('courier') && order.courierUserId === userId;

/**
 * The customer who placed it and staff who read any order (admin, support) read it in full ('reader'); its courier too, but only as its courier
 * ('courier'), which also needs a session with the PIN entered, as for the courier API.
 */
export function readRight(
  order: OrderAccess,
  userId: string,
  roles: readonly Role[],
): 'reader' | 'courier' | null {
  if (isCustomer(order, userId) || can(roles, 'orders:read:any')) return 'reader';
  return isCourier(order, userId, roles) ? 'courier' : null;
}

/** The e-mail (any case) or the phone (any formatting) used at checkout. */
export function contactMatches(order: OrderAccess, contact: string): boolean {
  const value = contact.trim();
  if (value.includes('@')) return value.toLowerCase() === order.email.toLowerCase();
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 && digits === order.phone;
}

/**
 * Realtime: its customer, a tracking-code holder, its shop and staff who read any order follow it ('follower'); its courier
 * too, but only as its courier ('courier'), which also needs a session with the PIN entered.
 */
export function subscribeRight(
  order: OrderAccess,
  who: { userId: string | null; roles: readonly Role[] },
  code: string | undefined,
  /** The subscriber works for the order's shop (owner or staff). */
  shopMember: boolean,
): 'follower' | 'courier' | null {
  if (code !== undefined && code === order.trackingCode) return 'follower';
  if (!who.userId) return null;
  if (isCustomer(order, who.userId) || can(who.roles, 'orders:read:any')) return 'follower';
  if (who.roles.includes('merchant') && shopMember) return 'follower';
  return isCourier(order, who.userId, who.roles) ? 'courier' : null;
}
