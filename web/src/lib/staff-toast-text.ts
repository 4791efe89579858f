import type { OrderStatus } from '#domain/orders/status.ts';

/** What an order is once it has reached the status, said as a person would. */
const ORDER_NOW: Record<OrderStatus, string> = {
  pending: 'is waiting for the shop',
  confirmed: 'is confirmed',
  preparing: 'is being prepared',
  ready: 'is ready for pickup',
  in_transit: 'is on its way',
  delivered: 'is delivered',
  cancelled: 'is cancelled',
  returned: 'is back at the shop',
};

/** "Order NYM-AM46YA is being prepared": a staff toast after an order moved on. */
export const orderNowText = (orderNumber: string, status: OrderStatus) =>
  `Order ${orderNumber} ${ORDER_NOW[status]}`;

/** The server's sentence as the second half of ours: first letter lowered (not an acronym's), no final stop. */
function clause(message: string): string {
  const text = message.trim().replace(/[.!]+$/, '');
  if (/^[A-Z][a-z]/.test(text)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/**
 * "Couldn't save the coupon: the code is already used": a staff toast after a refusal, what failed and why. `what` is
 * the action in words ("save the coupon"); the reason is the error's message, when it has one.
 */
export function couldNotText(what: string, error?: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const reason = message ? clause(message) : '';
  return reason ? `Couldn't ${what}: ${reason}` : `Couldn't ${what}. Please try again.`;
}
