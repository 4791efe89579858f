import type { OrderStatus } from '#domain/orders/status.ts';

const SENTENCES: Record<OrderStatus, string> = {
  pending: 'We have your order. The shop will confirm it shortly.',
  confirmed: 'The shop has confirmed your order and will start on it soon.',
  preparing: 'The shop is preparing and sealing your order.',
  ready: 'Your order is packed and waiting for its courier.',
  in_transit: 'Your courier has your order and is on the way.',
  delivered: 'Your order was delivered. Enjoy, and thank you.',
  cancelled: 'This order was cancelled. Nothing is due.',
  returned: 'This order went back to the shop. Nothing is due.',
};

/** One plain sentence on where the order is, announced politely when it changes. */
export function statusSentence(status: OrderStatus): string {
  return SENTENCES[status];
}

/** Badge colours: active orders in gold, delivered in green, ended ones muted. */
export function statusTone(status: OrderStatus): 'active' | 'moving' | 'done' | 'ended' {
  if (status === 'in_transit') return 'moving';
  if (status === 'delivered') return 'done';
  if (status === 'cancelled' || status === 'returned') return 'ended';
  return 'active';
}
