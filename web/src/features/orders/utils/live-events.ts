import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import { canTransition, type OrderStatus } from '#domain/orders/status.ts';
import type { RealtimeEvent } from '#domain/realtime.ts';

/** The part of a cached order (tracking or full view) that realtime events change. */
export interface LiveOrderFields {
  status: OrderStatus;
  canCancel?: boolean;
  progress: DeliveryProgress;
}

/** The events about one order that change what its page shows. */
export type OrderEvent = Exclude<Extract<RealtimeEvent, { orderId: string }>, { kind: 'order.created' }>;

const time = (at: string) => {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Whichever of two positions was taken last. */
export function newerPosition(a: CourierPosition | null, b: CourierPosition | null): CourierPosition | null {
  if (!a || !b) return a ?? b;
  return time(b.at) > time(a.at) ? b : a;
}

/**
 * The courier's live position after an event: a new position counts only while the order is on its
 * way and is not older than the one shown; leaving `in_transit` clears it.
 */
export function reduceCourier(
  current: CourierPosition | null,
  event: OrderEvent,
  status: OrderStatus | undefined,
): CourierPosition | null {
  if (event.kind === 'order.status') return event.status === 'in_transit' ? current : null;
  if (event.kind !== 'courier.position') return current;
  if (status !== 'in_transit') return null;
  if (!Number.isFinite(event.lat) || !Number.isFinite(event.lng)) return current;
  const { lat, lng, at, etaMinutes, distanceKm, vehicleType } = event;
  const incoming = { lat, lng, at, etaMinutes, distanceKm, vehicleType };
  return newerPosition(current, incoming) === incoming ? incoming : current;
}

/** The cached order after a status or progress event; other events leave it as it is. */
export function reduceOrder<T extends LiveOrderFields>(order: T, event: OrderEvent): T {
  if (event.kind === 'order.status') {
    const { status } = event;
    const moving = status === 'in_transit';
    const progress = moving ? order.progress : { ...order.progress, courier: null, dropoff: null };
    return 'canCancel' in order
      ? { ...order, status, progress, canCancel: canTransition(status, 'cancelled', 'customer') }
      : { ...order, status, progress };
  }
  if (event.kind === 'order.progress') {
    const field = event.step === 'assigned' ? 'assignedAt' : 'arrivedAt';
    if (order.progress[field]) return order;
    return { ...order, progress: { ...order.progress, [field]: event.at } };
  }
  return order;
}

/** What the map shows: the newest known position, and only while the order is on its way. */
export function shownCourier(
  status: OrderStatus | undefined,
  live: CourierPosition | null,
  lastKnown: CourierPosition | null,
): CourierPosition | null {
  return status === 'in_transit' ? newerPosition(live, lastKnown) : null;
}
