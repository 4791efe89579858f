import type { OrderView } from '#domain/orders/order.ts';
import { sessionStore } from './session-store.ts';

const storageKey = (trackingCode: string) => `order_confirmation:${trackingCode}`;

/** The placed order, kept for this tab so the confirmation page can show every price line. */
export function saveConfirmation(order: OrderView) {
  sessionStore.set(storageKey(order.trackingCode), JSON.stringify(order));
}

const looksLikeOrder = (value: unknown, code: string): value is OrderView => {
  const order = value as Partial<OrderView> | null;
  return (
    order?.trackingCode === code &&
    typeof order.orderNumber === 'string' &&
    Array.isArray(order.items) &&
    typeof order.pricing?.totalCents === 'number' &&
    typeof order.delivery?.windowLabel === 'string'
  );
};

export function readConfirmation(trackingCode: string): OrderView | null {
  const raw = sessionStore.get(storageKey(trackingCode));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeOrder(value, trackingCode) ? value : null;
  } catch {
    return null;
  }
}
