import { windowLabel } from '#domain/compliance/delivery-windows.ts';

export const ASAP_LABEL = 'As soon as possible (about 60 minutes)';

/** How an order's delivery is told to its customer and courier: ASAP, or its window in New York time. */
export function deliveryLabel(
  order: { isAsap: boolean; windowStart: Date; windowEnd: Date },
  now: Date,
): string {
  return order.isAsap ? ASAP_LABEL : windowLabel(order.windowStart, order.windowEnd, now);
}
