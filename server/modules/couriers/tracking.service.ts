import { etaMinutes } from '#domain/couriers/rules.ts';
import { tripEstimate } from '#domain/couriers/trip.ts';
import type { Location } from '#domain/couriers/schemas.ts';
import type { CourierPosition, CustomerCourier } from '#domain/couriers/views.ts';
import { FLEET_TOPIC, orderTopic } from '#domain/realtime.ts';
import type { Published } from '#server/realtime/bus.ts';
import { AppError } from '#server/lib/errors.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { dropoffPoint } from './couriers.dto.ts';
import {
  addBreadcrumb,
  courierCardOf,
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
  const door = dropoffPoint(order);
  return {
    ...here,
    at: courier.locationUpdatedAt.toISOString(),
    etaMinutes: etaMinutes(here, door, courier.vehicleType),
    distanceKm: tripEstimate(here, door, courier.vehicleType).distanceKm,
    vehicleType: courier.vehicleType,
  } satisfies CourierPosition;
}

/**
 * Courier positions: stored once a second at most, kept as a trail while deliveries are held, fanned out live to the
 * orders in transit and to staff on the `fleet` topic.
 */
export function createCourierTracking({ db, bus, now }: Pick<CouriersDeps, 'db' | 'bus' | 'now'>) {
  /** Sends `current`'s position to every order of `carried` in transit (never before pickup), and `also`. */
  async function fanOut(current: CourierPositionRow, carried: DeliveryOrderRow[], also: Published[] = []) {
    const events: Published[] = [...also];
    for (const order of carried) {
      const position = order.status === 'in_transit' ? positionFor(current, order) : null;
      if (position) {
        const event = { kind: 'courier.position', orderId: order.id, ...position } as const;
        events.push({ topic: orderTopic(order.id), event });
      }
    }
    if (events.length > 0) await bus.publishAll(events);
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
    // Staff follow every courier on the dispatch map; one notification round trip carries it with the orders'.
    const fleet: Published = {
      topic: FLEET_TOPIC,
      event: {
        kind: 'fleet.position',
        courierId: courier.id,
        lat: location.lat,
        lng: location.lng,
        at: at.toISOString(),
        vehicleType: moved.vehicleType,
      },
    };
    await fanOut(moved, held, [fleet]);
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

  /**
   * What a customer following the order may see of its courier: the first name only (privacy) and the vehicle once
   * one is assigned, and the position with its ETA only while the order is on its way.
   */
  async function customerView(
    order: Pick<DeliveryOrderRow, 'courierUserId' | 'dropoffLat' | 'dropoffLng' | 'zip' | 'status'>,
  ): Promise<CustomerCourier | null> {
    if (!order.courierUserId) return null;
    const courier = await courierCardOf(db, order.courierUserId);
    if (!courier) return null;
    return {
      firstName: courier.fullName.trim().split(/\s+/)[0] ?? '',
      vehicleType: courier.vehicleType,
      position: order.status === 'in_transit' ? positionFor(courier, order) : null,
    };
  }

  return { post, announce, etaFor, customerView };
}
export type CourierTracking = ReturnType<typeof createCourierTracking>;
