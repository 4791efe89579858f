import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';

export const COURIER_WAITING = "Your courier's location appears here once your order is picked up";

function etaSentence(minutes: number): string {
  if (!Number.isFinite(minutes)) return 'Your courier is on the way';
  const rounded = Math.round(minutes);
  if (rounded <= 0) return 'Your courier is arriving now';
  return `Your courier is about ${rounded} ${rounded === 1 ? 'minute' : 'minutes'} away`;
}

/**
 * Where the courier is, in one sentence for the live region: it changes with the ETA's minute or a
 * step, never with each position, so screen readers hear only news.
 */
export function courierNote(
  status: OrderStatus,
  progress: Pick<DeliveryProgress, 'assignedAt' | 'arrivedAt'>,
  courier: Pick<CourierPosition, 'etaMinutes'> | null,
): string {
  if (status === 'in_transit') {
    if (progress.arrivedAt) return 'Your courier has arrived';
    if (courier) return etaSentence(courier.etaMinutes);
    return 'Your courier is on the way; their location shows as soon as they share it';
  }
  if (status === 'delivered') return 'Delivered; live location is no longer shared';
  if (status === 'cancelled' || status === 'returned') return 'This order is no longer on its way';
  return progress.assignedAt ? `Courier assigned. ${COURIER_WAITING}` : COURIER_WAITING;
}
