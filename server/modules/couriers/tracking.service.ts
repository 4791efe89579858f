import { etaMinutes } from '#domain/couriers/rules.ts';
import type { Location } from '#domain/couriers/schemas.ts';
import type { CourierPosition } from '#domain/couriers/views.ts';
import { orderTopic } from '#domain/realtime.ts';
import { AppError } from '#server/lib/errors.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { dropoffPoint } from './couriers.dto.ts';
import {
  addBreadcrumb,
  courierPositionOf,
  moveCourier,
  type CourierPositionRow,
  type CourierRow,
} from './couriers.repo.ts';
import {
  findDeliveryOrder,
  heldOrders,
  inTransitOrders,
  type DeliveryOrderRow,
} from './deliveries.queries.ts';

function positionFor(
  courier: CourierPositionRow,
  order: Pick<DeliveryOrderRow, 'dropoffLat' | 'dropoffLng' | 'zip'>,
) {
  if (courier.currentLat === null || courier.currentLng === null || !courier.locationUpdatedAt) return null;
  const here = { lat: courier.currentLat, lng: courier.currentLng };
  return {
    ...here,
    at: courier.locationUpdatedAt.toISOString(),
    etaMinutes: etaMinutes(here, dropoffPoint(order), courier.vehicleType),
    vehicleType: courier.vehicleType,
  } satisfies CourierPosition;
}

/** Courier positions: stored once a second at most, kept as a trail while deliveries are held, fanned out live. */
export function createCourierTracking({ db, bus, now }: Pick<CouriersDeps, 'db' | 'bus' | 'now'>) {
  /** Sends `current`'s position to every order of `carried` in transit (never before pickup). */
  async function fanOut(current: CourierPositionRow, carried: DeliveryOrderRow[]) {
    for (const order of carried) {
      const position = order.status === 'in_transit' ? positionFor(current, order) : null;
      if (position)
        await bus.publish(orderTopic(order.id), { kind: 'courier.position', orderId: order.id, ...position });
    }
  }

  /** Sends the courier's position to every order they carry (never before pickup: only in-transit orders). */
  async function announce(courier: CourierPositionRow) {
    const current = (await courierPositionOf(db, courier.userId)) ?? courier;
    await fanOut(current, await inTransitOrders(db, courier.userId));
  }

  /** The stored row and the held orders are all a position needs: nothing is read twice. */
  async function post(courier: CourierRow, location: Location) {
    const at = now();
    const moved = await moveCourier(db, courier.id, location.lat, location.lng, at);
    if (!moved) throw new AppError(429, 'too_many_positions', 'At most one position per second');
    const held = await heldOrders(db, courier.userId);
    if (held.length > 0) {
      await addBreadcrumb(db, {
        courierId: courier.id,
        lat: location.lat,
        lng: location.lng,
        accuracy: location.accuracy ?? null,
        recordedAt: at,
      });
    }
    await fanOut(moved, held);
    return { at: at.toISOString() };
  }

  /** Minutes from the courier's last position to the order's drop-off, when the position is known. */
  async function etaFor(courier: CourierRow, orderId: string): Promise<number | null> {
    const [current, order] = await Promise.all([
      courierPositionOf(db, courier.userId),
      findDeliveryOrder(db, orderId),
    ]);
    if (!current || !order) return null;
    return positionFor(current, order)?.etaMinutes ?? null;
  }

  /** What a customer following the order may see of its courier (the caller checks the order is in transit). */
  async function customerView(
    order: Pick<DeliveryOrderRow, 'courierUserId' | 'dropoffLat' | 'dropoffLng' | 'zip'>,
  ): Promise<CourierPosition | null> {
    if (!order.courierUserId) return null;
    const courier = await courierPositionOf(db, order.courierUserId);
    return courier ? positionFor(courier, order) : null;
  }

  return { post, announce, etaFor, customerView };
}
export type CourierTracking = ReturnType<typeof createCourierTracking>;
