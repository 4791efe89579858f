import { describe, expect, it } from 'vitest';
import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import { applyMapEvent, secondsSince, waitingOrders } from './map-events.ts';
import { loadText, positionAgeText } from '../courier-text.ts';

const at = '2026-05-01T16:00:00.000Z';
const map: DispatchMap = {
  shops: [],
  couriers: [
    {
      id: 'c1',
      name: 'Dana',
      vehicle: 'bike',
      load: { orders: 1, heldCents: 4500, limitCents: 30000 },
      position: { lat: 40.7, lng: -73.9, at, ageSeconds: 5 },
      inTransitOrderIds: [],
    },
  ],
  orders: [
    {
      id: 'o1',
      number: 'NYM-1',
      status: 'ready',
      dropoff: null,
      windowEnd: '2026-05-01T17:00:00Z',
      courierId: null,
    },
    {
      id: 'o2',
      number: 'NYM-2',
      status: 'preparing',
      dropoff: null,
      windowEnd: '2026-05-01T16:30:00Z',
      courierId: null,
    },
    { id: 'o3', number: 'NYM-3', status: 'in_transit', dropoff: null, windowEnd: at, courierId: 'c1' },
  ],
  ordersTruncated: false,
  mapTileUrl: '',
};

describe('applyMapEvent', () => {
  it('moves a known courier in place', () => {
    const update = applyMapEvent(map, {
      kind: 'fleet.position',
      courierId: 'c1',
      lat: 40.71,
      lng: -73.95,
      at,
      vehicleType: 'bike',
    });
    expect(update.refetch).toBe(false);
    expect(update.map.couriers[0]!.position).toEqual({ lat: 40.71, lng: -73.95, at, ageSeconds: 0 });
  });

  it('fetches the map again for an unknown courier, a shift change or an order change', () => {
    const position = {
      kind: 'fleet.position',
      courierId: 'c9',
      lat: 1,
      lng: 2,
      at,
      vehicleType: 'car',
    } as const;
    expect(applyMapEvent(map, position).refetch).toBe(true);
    expect(applyMapEvent(map, { kind: 'fleet.shift', courierId: 'c1', online: false, at }).refetch).toBe(
      true,
    );
    expect(applyMapEvent(map, { kind: 'order.created', orderId: 'o9', at }).refetch).toBe(true);
    expect(applyMapEvent(map, { kind: 'order.status', orderId: 'o1', status: 'ready', at }).refetch).toBe(
      true,
    );
  });
});

describe('the side panel texts', () => {
  it('lists orders without a courier, soonest window first', () => {
    expect(waitingOrders(map).map((o) => o.number)).toEqual(['NYM-2', 'NYM-1']);
  });

  it('reads a load and the age of a position', () => {
    expect(loadText(map.couriers[0]!.load)).toBe('1 order · $45.00 of $300.00');
    expect(secondsSince({ at }, Date.parse(at) + 12_500)).toBe(12);
    expect(positionAgeText(12)).toBe('12 s ago');
    expect(positionAgeText(125)).toBe('2 min ago');
    expect(positionAgeText(7200)).toBe('2 h ago');
    expect(positionAgeText(null)).toBe('no position yet');
  });
});
