import { VEHICLE_LABELS, type VehicleType } from '#domain/couriers/rules.ts';
import { formatUsd } from '#domain/money.ts';

interface Load {
  orders: number;
  heldCents: number;
  limitCents: number;
}

/** "2 orders · $45.00 of $300.00": what a courier carries against their vehicle's limit. */
export const loadText = (load: Load) =>
  `${load.orders} ${load.orders === 1 ? 'order' : 'orders'} · ${formatUsd(load.heldCents)} of ${formatUsd(load.limitCents)}`;

export const vehicleText = (vehicle: VehicleType) => VEHICLE_LABELS[vehicle];

/** "12 s ago", "4 min ago", "2 h ago": how old a position is; "no position yet" without one. */
export function positionAgeText(seconds: number | null): string {
  if (seconds === null) return 'no position yet';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}
