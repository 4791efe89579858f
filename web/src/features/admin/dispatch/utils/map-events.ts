import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import type { RealtimeEvent } from '#domain/realtime.ts';

export interface MapUpdate {
  map: DispatchMap;
  /** The event needs data the map payload lacks (a new courier, an order change): fetch the map again. */
  refetch: boolean;
}

/** A `fleet.position` moves a known courier in place; shift changes and order events ask for a fresh map. */
export function applyMapEvent(map: DispatchMap, event: RealtimeEvent): MapUpdate {
  if (event.kind === 'fleet.position') {
    if (!map.couriers.some((c) => c.id === event.courierId)) return { map, refetch: true };
    const position = { lat: event.lat, lng: event.lng, at: event.at, ageSeconds: 0 };
    return {
      map: { ...map, couriers: map.couriers.map((c) => (c.id === event.courierId ? { ...c, position } : c)) },
      refetch: false,
    };
  }
  return {
    map,
    refetch: ['fleet.shift', 'order.created', 'order.status'].includes(event.kind),
  };
}

/** Seconds since a position was taken, counted from the answer's own age so the two clocks need not agree. */
export const secondsSince = (position: { at: string }, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(position.at)) / 1000));

type MapOrder = DispatchMap['orders'][number];

/** Orders still without a courier, soonest window first. */
export const waitingOrders = (map: DispatchMap): MapOrder[] =>
  map.orders.filter((o) => o.courierId === null).sort((a, b) => a.windowEnd.localeCompare(b.windowEnd));
