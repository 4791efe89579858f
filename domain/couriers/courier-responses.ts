import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout/fields.ts';
import { ID_CHECK_METHOD_KEYS } from '../id-check/messages.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { VEHICLE_TYPES } from './rules.ts';

/**
 * What the courier app's routes answer. One contract per answer: the server's views are typed by these schemas
 * (views.ts infers its types from them), the web's queries read them, and the API tests parse real answers with them.
 */
const Instant = z.iso.datetime();
const Cents = z.number().int().nonnegative();
const Count = z.number().int().nonnegative();
const Latitude = z.number().min(-90).max(90);
const Longitude = z.number().min(-180).max(180);
/** Percent of the subtotal the courier earns, 0 to 100 with two decimals. */
const CommissionRate = z.number().min(0).max(100);
const Status = z.enum(ORDER_STATUSES);

/** The latest ID check at the door of a delivery, as the courier app sees it: the verdict, not the card. */
export const DoorCheckViewSchema = z.strictObject({
  passed: z.boolean(),
  method: z.enum(ID_CHECK_METHOD_KEYS),
  ofAge: z.boolean(),
  expiryValid: z.boolean(),
  nameMatched: z.boolean(),
  overridden: z.boolean(),
  jurisdiction: z.string().nullable(),
  at: Instant,
});
export type DoorCheckView = z.infer<typeof DoorCheckViewSchema>;

/** The courier's own record, never the PIN hash; see `CourierResponseSchema`. */
export const CourierViewSchema = z.strictObject({
  id: z.uuid(),
  fullName: z.string(),
  phone: z.string(),
  email: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  isOnline: z.boolean(),
  commissionRate: CommissionRate,
  pin: z.strictObject({
    /** A PIN exists and is younger than 30 days. */
    isSet: z.boolean(),
    setAt: Instant.nullable(),
    /** This session entered the PIN and has not been idle for 30 minutes. */
    unlocked: z.boolean(),
    lockedUntil: Instant.nullable(),
  }),
  location: z.strictObject({ lat: Latitude, lng: Longitude, at: Instant }).nullable(),
  carryLimitCents: Cents,
  /** An admin deactivated the courier: they cannot go online or work until reactivated. */
  deactivated: z.boolean(),
});

/**
 * `GET /api/courier/me`, `POST /api/courier/pin`, `/pin/verify`, `/pin/change`, `/lock`, `/online` and
 * `PATCH /api/courier/profile`: every route that reads or changes the courier answers with the new record.
 */
export const CourierResponseSchema = z.strictObject({ courier: CourierViewSchema });

/** `POST /api/courier/location`: when the server took the position. */
export const LocationResponseSchema = z.strictObject({ at: Instant });

/** A shop where an order is collected. */
export const PlaceSchema = z.strictObject({
  name: z.string(),
  street: z.string(),
  borough: z.string(),
  neighborhood: z.string(),
  lat: Latitude,
  lng: Longitude,
});

/** An order a courier may take: where to collect it and roughly where it goes (no customer details yet). */
export const AvailableOrderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  status: Status,
  pickup: PlaceSchema,
  dropoff: z.strictObject({ borough: z.string(), neighborhood: z.string() }),
  itemCount: Count,
  retailValueCents: Cents,
  payoutCents: Cents,
  /** Kilometres from the courier to the shop, when the courier's position is known. */
  distanceKm: z.number().nonnegative().nullable(),
  /** The shop-to-door trip (`tripEstimate`): street km and riding minutes; null when the shop's place is unknown. */
  trip: z
    .strictObject({ distanceKm: z.number().nonnegative(), minutes: z.number().int().positive() })
    .nullable(),
  windowLabel: z.string(),
});

/** `GET /api/courier/orders/available`: the pool, nearest shop first. */
export const AvailableOrdersResponseSchema = z.strictObject({ orders: z.array(AvailableOrderSchema) });

/** An order the courier holds: everything needed to collect it and hand it over. */
export const CourierDeliverySchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  status: Status,
  pickup: PlaceSchema.extend({ phone: z.string() }),
  dropoff: z.strictObject({
    recipient: z.string(),
    phone: z.string(),
    street: z.string(),
    apartment: z.string().nullable(),
    zip: z.string(),
    borough: z.string(),
    neighborhood: z.string(),
    note: z.string().nullable(),
    lat: Latitude,
    lng: Longitude,
  }),
  items: z.array(
    z.strictObject({
      orderId: z.uuid(),
      productName: z.string(),
      variantLabel: z.string(),
      quantity: z.number().int().positive(),
      /** The batch on the shelf for the line's variant and its certificate of analysis (PDF), when known. */
      batchNumber: z.string().nullable(),
      certificateUrl: z.string().nullable(),
    }),
  ),
  itemCount: Count,
  retailValueCents: Cents,
  totalDueCents: Cents,
  paymentMethod: z.enum(PAYMENT_METHODS),
  payoutCents: Cents,
  windowLabel: z.string(),
  acceptedAt: Instant,
  pickedUpAt: Instant.nullable(),
  arrivedAt: Instant.nullable(),
  /** The latest ID check at the door, null before the first: the hand-over resumes from it after a reload. */
  idCheck: DoorCheckViewSchema.nullable(),
  directionsUrl: z.url(),
  /** Staff's note to the courier ("side door"), the latest one, when there is one. */
  staffNote: z.strictObject({ text: z.string(), at: Instant }).nullable(),
});

/**
 * `GET /api/courier/orders/:id` and `POST /api/courier/orders/:id/accept`, `/pickup` and `/arrived`: the delivery
 * as it stands after the step.
 */
export const DeliveryResponseSchema = z.strictObject({ delivery: CourierDeliverySchema });

/** `POST /api/courier/orders/:id/id-check`: the ID passed (a refusal is a 422 with its reason in words). */
export const IdCheckResponseSchema = z.strictObject({ check: DoorCheckViewSchema });
export type IdCheckResponse = z.infer<typeof IdCheckResponseSchema>;

/** `POST /api/courier/orders/:id/handover`: the order was handed over (or already had been). */
export const HandoverResponseSchema = z.strictObject({ orderId: z.uuid(), status: z.literal('delivered') });

/** `POST /api/courier/orders/:id/return`: the refusal is recorded and the order goes back with the courier. */
export const ReturnResponseSchema = z.strictObject({ orderId: z.uuid(), status: z.literal('returned') });

/** `POST /api/courier/orders/:id/restock`: the returned order is back on the shop's shelf. */
export const RestockResponseSchema = z.strictObject({ orderId: z.uuid() });

/** `GET /api/courier/manifest`: what the courier still carries (NY manifest), refreshed after every drop. */
export const ManifestSchema = z.strictObject({
  deliveries: z.array(CourierDeliverySchema),
  heldValueCents: Cents,
  carryLimitCents: Cents,
});

/** One delivered order's earning. */
export const EarningLineSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  deliveredAt: Instant,
  subtotalCents: Cents,
  commissionRate: CommissionRate,
  commissionCents: Cents,
  tipCents: Cents,
  totalCents: Cents,
});

/** `GET /api/courier/earnings`: totals for today, this week and all time, and each earning. */
export const EarningsViewSchema = z.strictObject({
  todayCents: Cents,
  weekCents: Cents,
  allTimeCents: Cents,
  deliveries: z.strictObject({ today: Count, week: Count, allTime: Count }),
  lines: z.array(EarningLineSchema),
});

/** A finished delivery: handed over or returned. */
export const HistoryItemSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(['delivered', 'returned']),
  at: Instant,
  borough: z.string(),
  neighborhood: z.string(),
  itemCount: Count,
  payoutCents: Cents,
  /** The reason's wording, for a returned order. */
  returnReason: z.string().nullable(),
});

/** `GET /api/courier/history`: the courier's finished deliveries. */
export const HistoryResponseSchema = z.strictObject({ items: z.array(HistoryItemSchema) });

/** `POST /api/courier-applications` (201): the confirmation shown to the applicant. */
export const CourierApplicationResponseSchema = z.strictObject({ message: z.string() });

export type CourierResponse = z.infer<typeof CourierResponseSchema>;
export type LocationResponse = z.infer<typeof LocationResponseSchema>;
export type AvailableOrdersResponse = z.infer<typeof AvailableOrdersResponseSchema>;
export type DeliveryResponse = z.infer<typeof DeliveryResponseSchema>;
export type HandoverResponse = z.infer<typeof HandoverResponseSchema>;
export type ReturnResponse = z.infer<typeof ReturnResponseSchema>;
export type RestockResponse = z.infer<typeof RestockResponseSchema>;
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
export type CourierApplicationResponse = z.infer<typeof CourierApplicationResponseSchema>;
