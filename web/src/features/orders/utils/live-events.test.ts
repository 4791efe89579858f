import { describe, expect, it } from 'vitest';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { newerPosition, reduceCourier, reduceOrder, shownCourier, type OrderEvent } from './live-events.ts';

const T1 = '2026-03-02T15:00:00.000Z';
const T2 = '2026-03-02T15:00:10.000Z';
const T3 = '2026-03-02T15:00:20.000Z';

const position = (at: string, lat = 40.68, etaMinutes = 12): CourierPosition => ({
  lat,
  lng: -73.98,
  at,
  etaMinutes,
  distanceKm: 1.2,
  vehicleType: 'bike',
});

const moved = (at: string, lat = 40.69): OrderEvent => ({
  kind: 'courier.position',
  orderId: 'o1',
  lat,
  lng: -73.97,
  at,
  etaMinutes: 9,
  distanceKm: 1.2,
  vehicleType: 'bike',
});

const statusEvent = (status: OrderStatus): OrderEvent => ({
  kind: 'order.status',
  orderId: 'o1',
  status,
  at: T3,
});

const progress = (patch: Partial<DeliveryProgress> = {}): DeliveryProgress => ({
  assignedAt: null,
  pickedUpAt: null,
  arrivedAt: null,
  deliveredAt: null,
  courier: null,
  dropoff: null,
  shopName: null,
  courierName: null,
  vehicleType: null,
  ...patch,
});

describe('reduceCourier', () => {
  it('takes a position while the order is in transit', () => {
    expect(reduceCourier(null, moved(T1), 'in_transit')).toEqual({
      lat: 40.69,
      lng: -73.97,
      at: T1,
      etaMinutes: 9,
      distanceKm: 1.2,
      vehicleType: 'bike',
    });
  });

  it('ignores positions before pickup and after delivery', () => {
    for (const status of ['ready', 'delivered', 'returned', undefined] as const) {
      expect(reduceCourier(null, moved(T1), status)).toBeNull();
      expect(reduceCourier(position(T1), moved(T2), status)).toBeNull();
    }
  });

  it('keeps the newer position when an older one arrives late', () => {
    const current = position(T2);
    expect(reduceCourier(current, moved(T1), 'in_transit')).toBe(current);
    expect(reduceCourier(current, moved(T3), 'in_transit')?.at).toBe(T3);
  });

  it('ignores a position without finite coordinates', () => {
    const current = position(T1);
    expect(reduceCourier(current, moved(T2, Number.NaN), 'in_transit')).toBe(current);
  });

  it('clears the position when the status leaves in_transit', () => {
    const current = position(T1);
    expect(reduceCourier(current, statusEvent('delivered'), 'in_transit')).toBeNull();
    expect(reduceCourier(current, statusEvent('returned'), 'in_transit')).toBeNull();
    expect(reduceCourier(current, statusEvent('in_transit'), 'in_transit')).toBe(current);
  });

  it('leaves the position alone on a progress step', () => {
    const current = position(T1);
    const arrived: OrderEvent = { kind: 'order.progress', orderId: 'o1', step: 'arrived', at: T2 };
    expect(reduceCourier(current, arrived, 'in_transit')).toBe(current);
  });
});

describe('reduceOrder', () => {
  it('sets the status and, on a full order, whether it may still be cancelled', () => {
    const order = { status: 'pending' as OrderStatus, canCancel: true, progress: progress() };
    expect(reduceOrder(order, statusEvent('preparing'))).toMatchObject({
      status: 'preparing',
      canCancel: false,
    });
    const tracking = { status: 'pending' as OrderStatus, progress: progress() };
    expect(reduceOrder(tracking, statusEvent('confirmed'))).not.toHaveProperty('canCancel');
  });

  it('drops the courier and drop-off once the order is no longer on its way', () => {
    const order = {
      status: 'in_transit' as OrderStatus,
      progress: progress({ courier: position(T1), dropoff: { lat: 40.67, lng: -73.97 } }),
    };
    expect(reduceOrder(order, statusEvent('delivered')).progress).toMatchObject({
      courier: null,
      dropoff: null,
    });
    expect(reduceOrder(order, statusEvent('in_transit')).progress.courier).toEqual(position(T1));
  });

  it('records the assignment and the arrival from progress events, once', () => {
    const order = { status: 'ready' as OrderStatus, progress: progress() };
    const assigned = reduceOrder(order, { kind: 'order.progress', orderId: 'o1', step: 'assigned', at: T1 });
    expect(assigned.progress).toMatchObject({ assignedAt: T1, arrivedAt: null });
    const arrived = reduceOrder(assigned, { kind: 'order.progress', orderId: 'o1', step: 'arrived', at: T2 });
    expect(arrived.progress).toMatchObject({ assignedAt: T1, arrivedAt: T2 });
    const again = reduceOrder(arrived, { kind: 'order.progress', orderId: 'o1', step: 'arrived', at: T3 });
    expect(again).toBe(arrived);
  });

  it('leaves the order alone on a position', () => {
    const order = { status: 'in_transit' as OrderStatus, progress: progress() };
    expect(reduceOrder(order, moved(T1))).toBe(order);
  });
});

describe('shownCourier', () => {
  it('starts from the last known position and follows newer live ones', () => {
    const lastKnown = position(T2);
    expect(shownCourier('in_transit', null, lastKnown)).toBe(lastKnown);
    expect(shownCourier('in_transit', position(T1), lastKnown)).toBe(lastKnown);
    expect(shownCourier('in_transit', position(T3), lastKnown)?.at).toBe(T3);
  });

  it('shows nothing unless the order is in transit', () => {
    expect(shownCourier('ready', position(T1), position(T2))).toBeNull();
    expect(shownCourier('delivered', position(T1), null)).toBeNull();
    expect(shownCourier(undefined, null, position(T1))).toBeNull();
  });

  it('compares positions by time', () => {
    expect(newerPosition(null, null)).toBeNull();
    expect(newerPosition(position(T1), position(T2))?.at).toBe(T2);
    expect(newerPosition(position(T3), position(T2))?.at).toBe(T3);
  });
});
