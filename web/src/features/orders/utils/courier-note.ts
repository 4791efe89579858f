import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';

export const COURIER_WAITING = "Your courier's location appears here once your order is picked up";

function etaSentence(who: string, minutes: number): string {
  if (!Number.isFinite(minutes)) return `${who} is on the way`;
  const rounded = Math.round(minutes);
  if (rounded <= 0) return `${who} is arriving now`;
  return `${who} is about ${rounded} ${rounded === 1 ? 'minute' : 'minutes'} away`;
}

/**
 * Where the courier is, in one sentence for the live region: it changes with the ETA's minute or a
 * step, never with each position, so screen readers hear only news.
 */
export function courierNote(
  status: OrderStatus,
  progress: Pick<DeliveryProgress, 'assignedAt' | 'arrivedAt'> & { courierName?: string | null },
  courier: Pick<CourierPosition, 'etaMinutes'> | null,
): string {
  // First name only (privacy), as the server gives it.
  const who = progress.courierName ?? 'Your courier';
  if (status === 'in_transit') {
    if (progress.arrivedAt) return `${who} has arrived`;
    if (courier) return etaSentence(who, courier.etaMinutes);
    return `${who} is on the way; their location shows as soon as they share it`;
  }
  if (status === 'delivered') return 'Delivered; live location is no longer shared';
  if (status === 'cancelled' || status === 'returned') return 'This order is no longer on its way';
  if (!progress.assignedAt) return COURIER_WAITING;
  return progress.courierName
    ? `${progress.courierName} will deliver your order. ${COURIER_WAITING}`
    : `Courier assigned. ${COURIER_WAITING}`;
}
