import { CITY_SPEED_KMH, STREET_DETOUR, distanceKm, type LatLng, type VehicleType } from './rules.ts';

export interface TripEstimate {
  /** The street distance: the straight line times the grid detour (`STREET_DETOUR`), in km to one decimal. */
  distanceKm: number;
  /** Riding time at the vehicle's city speed (`CITY_SPEED_KMH`), whole minutes, at least one. */
  minutes: number;
}

/**
 * The trip from the shop to the door an offer asks for: straight-line distance × street detour ÷ the vehicle's average
 * city speed. It ignores lights and waits at the door, so the offer says "about".
 */
export function tripEstimate(from: LatLng, to: LatLng, vehicle: VehicleType): TripEstimate {
  const km = distanceKm(from, to) * STREET_DETOUR;
  return {
    distanceKm: Math.round(km * 10) / 10,
    minutes: Math.max(1, Math.round((km / CITY_SPEED_KMH[vehicle]) * 60)),
  };
}
