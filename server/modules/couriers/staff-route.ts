import type { RouteStop } from '#domain/admin/couriers-views.ts';
import { distanceKm, etaMinutes, type LatLng, type VehicleType } from '#domain/couriers/rules.ts';
import type { CourierDelivery } from '#domain/couriers/views.ts';

/**
 * The current delivery's route as staff see it: the order on its way (or else the first one held), from the
 * courier's last position to the shop when it is not collected yet, then to the door. Empty with nothing held.
 */
export function currentRoute(
  held: CourierDelivery[],
  position: LatLng | null,
  vehicle: VehicleType,
): RouteStop[] {
  const current =
    held.find((d) => d.status === 'in_transit') ?? held.find((d) => d.status !== 'returned') ?? null;
  if (!current) return [];
  const stops: Omit<RouteStop, 'distanceKm' | 'etaMinutes'>[] = [];
  if (current.status !== 'in_transit') {
    stops.push({
      kind: 'pickup',
      orderNumber: current.orderNumber,
      label: current.pickup.name,
      lat: current.pickup.lat,
      lng: current.pickup.lng,
    });
  }
  stops.push({
    kind: 'dropoff',
    orderNumber: current.orderNumber,
    label: `${current.dropoff.street}, ${current.dropoff.zip}`,
    lat: current.dropoff.lat,
    lng: current.dropoff.lng,
  });
  let from = position;
  return stops.map((stop) => {
    const leg = {
      ...stop,
      distanceKm: from ? Math.round(distanceKm(from, stop) * 10) / 10 : null,
      etaMinutes: from ? etaMinutes(from, stop, vehicle) : null,
    };
    from = stop;
    return leg;
  });
}
