import { VEHICLE_LABELS, type VehicleType } from '#domain/couriers/rules.ts';
import { formatUsd } from '#domain/money.ts';
import { formatPhone } from '#web/lib/format-phone.ts';

export const vehicleLabel = (v: VehicleType) => VEHICLE_LABELS[v];

/** 0.934 → "93%"; null → "—" (nothing to measure yet). */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Seconds since the last position, in the largest unit that reads well: "12 s", "4 min", "3 h", "2 d". */
export function ageText(seconds: number | null): string {
  if (seconds === null) return 'Never';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

/** A position older than two minutes on an online courier is stale (the app sends one every 10 s). */
export const isStale = (seconds: number | null, online: boolean) =>
  online && (seconds === null || seconds > 120);

export const loadText = (load: { heldCents: number; limitCents: number }) =>
  `${formatUsd(load.heldCents)} / ${formatUsd(load.limitCents)}`;

export const phoneText = (digits: string) => formatPhone(digits);
