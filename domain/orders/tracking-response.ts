import { z } from 'zod';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import type { DeliveryProgress, DeliveryView, TrackingView } from './order.ts';
import { ORDER_STATUSES } from './status.ts';

/**
 * `GET /api/track/:code`: what a tracking-code holder sees (no address, phone or e-mail), and the map's tile URL.
 * The schema is checked against `TrackingView` at compile time, the web reads `TrackingResponse`, and the API
 * tests parse real answers with it.
 */
export const Instant = z.iso.datetime({ offset: true });
const Status = z.enum(ORDER_STATUSES);
const Point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const DeliveryViewSchema = z.strictObject({
  isAsap: z.boolean(),
  windowStart: Instant,
  windowEnd: Instant,
  windowLabel: z.string(),
}) satisfies z.ZodType<DeliveryView>;

export const DeliveryProgressSchema = z.strictObject({
  assignedAt: Instant.nullable(),
  pickedUpAt: Instant.nullable(),
  arrivedAt: Instant.nullable(),
  deliveredAt: Instant.nullable(),
  courier: Point.extend({
    at: Instant,
    etaMinutes: z.number().nonnegative(),
    distanceKm: z.number().nonnegative(),
    vehicleType: z.enum(VEHICLE_TYPES),
  }).nullable(),
  dropoff: Point.nullable(),
  shopName: z.string().nullable(),
  courierName: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
}) satisfies z.ZodType<DeliveryProgress>;

export const TrackingViewSchema = z.strictObject({
  orderNumber: z.string(),
  trackingCode: z.string(),
  orderId: z.uuid(),
  status: Status,
  firstName: z.string(),
  createdAt: Instant,
  delivery: DeliveryViewSchema,
  items: z.array(
    z.strictObject({
      productName: z.string(),
      variantLabel: z.string(),
      quantity: z.number().int().positive(),
      imageUrl: z.string(),
    }),
  ),
  totalCents: z.number().int().nonnegative(),
  events: z.array(z.strictObject({ status: Status, at: Instant })),
  progress: DeliveryProgressSchema,
}) satisfies z.ZodType<TrackingView>;

export const TrackingResponseSchema = z.strictObject({
  order: TrackingViewSchema,
  /** Tile URL template for the live map; empty when the store has none configured. */
  mapTileUrl: z.string(),
});

export type TrackingResponse = z.infer<typeof TrackingResponseSchema>;

/** `POST /api/track/lookup`: the tracking code of the order the reference and contact name. */
export const TrackLookupResponseSchema = z.strictObject({ trackingCode: z.string() });

export type TrackLookupResponse = z.infer<typeof TrackLookupResponseSchema>;
