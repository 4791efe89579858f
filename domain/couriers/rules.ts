import { COMPLIANCE } from '../compliance/rules.ts';
import type { Cents } from '../money.ts';

export const VEHICLE_TYPES = ['car', 'bike', 'scooter', 'foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_LABELS: Record<VehicleType, string> = {
  car: 'Car',
  bike: 'Bike',
  scooter: 'Scooter',
  foot: 'On foot',
};

/** Spec §9: couriers earn 30% unless an admin sets another rate. */
export const DEFAULT_COMMISSION_RATE = 30;

/** Spec §4: a PIN is valid for 30 days; the app locks after 30 idle minutes. */
export const PIN_VALID_DAYS = 30;
export const PIN_IDLE_LOCK_MINUTES = 30;
export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

/** Spec §9: location watch settings and the re-send interval while online. */
export const LOCATION_WATCH = { enableHighAccuracy: true, maximumAge: 5_000, timeout: 10_000 } as const;
export const LOCATION_SEND_INTERVAL_MS = 10_000;

/**
 * NY: the retail value a courier may carry at once; an enclosed vehicle may carry more. The store's own limits are an
 * admin setting (never above the law's, `COMPLIANCE.courierCarryLimitCents`); a bike, scooter or foot courier is light.
 */
export interface CarryLimits {
  light: Cents;
  car: Cents;
}

export function carryLimitFor(
  vehicle: VehicleType,
  limits: CarryLimits = COMPLIANCE.courierCarryLimitCents,
): Cents {
  return vehicle === 'car' ? limits.car : limits.light;
}

/**
 * Average door-to-door speed in New York traffic, km/h: store assumptions, not measurements, shared by the customer's
 * live ETA and the courier's trip estimate so both agree. A car at about 11 mph with lights and double-parking, a
 * scooter or e-bike a little faster than a pedal bike in the bike lanes (about 9 mph), a walker at 3 mph.
 */
export const CITY_SPEED_KMH: Record<VehicleType, number> = { car: 18, scooter: 20, bike: 15, foot: 4.8 };

/**
 * Streets are not straight lines. On a square grid the walk between two points is |dx| + |dy|; averaged over every
 * direction that is 4/π ≈ 1.27 times the straight line, rounded up to 1.3 for the turns and one-way streets.
 */
export const STREET_DETOUR = 1.3;

export interface LatLng {
  lat: number;
  lng: number;
}

export function pinIsCurrent(pinSetAt: Date | null, now: Date): boolean {
  return pinSetAt !== null && now.getTime() - pinSetAt.getTime() < PIN_VALID_DAYS * 86_400_000;
}

/** Null while `held + adding` stays within the vehicle's limit; otherwise the refusal naming the limit. */
export function carryProblem(
  vehicle: VehicleType,
  heldCents: Cents,
  addingCents: Cents,
  limits?: CarryLimits,
): string | null {
  const limit = carryLimitFor(vehicle, limits);
  if (heldCents + addingCents <= limit) return null;
  const dollars = `$${(limit / 100).toLocaleString('en-US')}`;
  const on = vehicle === 'car' ? 'in a car' : `on ${vehicle === 'foot' ? 'foot' : `a ${vehicle}`}`;
  return `This order would put you over the ${dollars} you may carry ${on}. Deliver what you hold first.`;
}

export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes to the drop-off at the vehicle's city speed; at least one minute while not there. */
export function etaMinutes(from: LatLng, to: LatLng, vehicle: VehicleType): number {
  const km = distanceKm(from, to) * STREET_DETOUR;
  if (km < 0.05) return 0;
  return Math.max(1, Math.round((km / CITY_SPEED_KMH[vehicle]) * 60));
}

/** The courier's share of one delivered order: the rate on the product subtotal, rounded half up, plus the tip. */
export function earningCents(subtotalCents: Cents, ratePercent: number, tipCents: Cents): Cents {
  return Math.round((subtotalCents * ratePercent) / 100) + tipCents;
}
