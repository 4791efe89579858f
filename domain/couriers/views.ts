import type { z } from 'zod';
import type {
  AvailableOrderSchema,
  CourierDeliverySchema,
  CourierViewSchema,
  EarningLineSchema,
  EarningsViewSchema,
  HistoryItemSchema,
  ManifestSchema,
  PlaceSchema,
} from './courier-responses.ts';
import type { VehicleType } from './rules.ts';

/** The courier's own record: never the PIN hash. */
export type CourierView = z.infer<typeof CourierViewSchema>;

export type Place = z.infer<typeof PlaceSchema>;

/** An order a courier may take: where to collect it and roughly where it goes (no customer details yet). */
export type AvailableOrder = z.infer<typeof AvailableOrderSchema>;

/** An order the courier holds: everything needed to collect it and hand it over. */
export type CourierDelivery = z.infer<typeof CourierDeliverySchema>;

/** What the courier still carries (NY manifest), refreshed after every drop. */
export type Manifest = z.infer<typeof ManifestSchema>;

export type EarningLine = z.infer<typeof EarningLineSchema>;

export type EarningsView = z.infer<typeof EarningsViewSchema>;

export type HistoryItem = z.infer<typeof HistoryItemSchema>;

/** What a customer (or code holder) sees of the courier: only while the order is on its way. */
export interface CourierPosition {
  lat: number;
  lng: number;
  at: string;
  etaMinutes: number;
  /** The street distance left to the drop-off (the trip estimate), km to one decimal. */
  distanceKm: number;
  vehicleType: VehicleType;
}

/** The order's courier as its customer knows them: first name only, the vehicle, the position while on the way. */
export interface CustomerCourier {
  firstName: string;
  vehicleType: VehicleType;
  position: CourierPosition | null;
}
