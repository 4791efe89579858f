import type { Role } from '#domain/auth.ts';
import type { OrderRow } from './orders.repo.ts';

type OrderAccess = Pick<OrderRow, 'userId' | 'courierUserId' | 'trackingCode' | 'email' | 'phone'>;

/** The customer who placed it, its courier and admins read an order in full. */
export function canReadOrder(order: OrderAccess, userId: string, roles: readonly Role[]): boolean {
  if (order.userId !== null && order.userId === userId) return true;
  if (roles.includes('admin')) return true;
  return roles.includes('courier') && order.courierUserId === userId;
}

/** The e-mail (any case) or the phone (any formatting) used at checkout. */
export function contactMatches(order: OrderAccess, contact: string): boolean {
  const value = contact.trim();
  if (value.includes('@')) return value.toLowerCase() === order.email.toLowerCase();
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 && digits === order.phone;
}

/** Realtime: its customer, a tracking-code holder, its courier, its shop and admins. */
export function canSubscribe(
  order: OrderAccess,
  who: { userId: string | null; roles: readonly Role[] },
  code: string | undefined,
  shopOwnerUserId: string | null,
): boolean {
  if (code !== undefined && code === order.trackingCode) return true;
  if (!who.userId) return false;
  if (canReadOrder(order, who.userId, who.roles)) return true;
  return who.roles.includes('merchant') && shopOwnerUserId === who.userId;
}
