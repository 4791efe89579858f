import { z } from 'zod';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { ManifestSchema } from '../couriers/courier-responses.ts';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { Instant } from '../orders/tracking-response.ts';
import { APPLICATION_STATUSES, EARNING_PERIODS } from './couriers-schemas.ts';

const Cents = z.number().int().nonnegative();
const Count = z.number().int().nonnegative();
/** A share between 0 and 1; null when there is nothing to measure yet. */
const Rate = z.number().min(0).max(1).nullable();

/** One courier on the staff list. Rates are over the last 30 days (see COURIER_RATE_HELP). */
export const AdminCourierRowSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  vehicle: z.enum(VEHICLE_TYPES),
  online: z.boolean(),
  deactivatedAt: Instant.nullable(),
  load: z.strictObject({ orders: Count, heldCents: Cents, limitCents: Cents }),
  /** Seconds since the last position; null when none was ever sent. */
  positionAgeSeconds: Count.nullable(),
  deliveriesToday: Count,
  acceptanceRate: Rate,
  onTimeRate: Rate,
});
export type AdminCourierRow = z.infer<typeof AdminCourierRowSchema>;

export const AdminCourierListSchema = z.strictObject({
  couriers: z.array(AdminCourierRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminCourierList = z.infer<typeof AdminCourierListSchema>;

export const AdminCourierProfileSchema = AdminCourierRowSchema.extend({
  email: z.string(),
  commissionRate: z.number().min(0).max(100),
  pinSetAt: Instant.nullable(),
  joinedAt: Instant,
  position: z.strictObject({ lat: z.number(), lng: z.number(), at: Instant }).nullable(),
});
export type AdminCourierProfile = z.infer<typeof AdminCourierProfileSchema>;

export const CourierShiftSchema = z.strictObject({
  startedAt: Instant,
  endedAt: Instant.nullable(),
  minutes: Count,
  deliveries: Count,
});
export type CourierShift = z.infer<typeof CourierShiftSchema>;

/** One stop of the current delivery's route, from the courier's last position. */
export const RouteStopSchema = z.strictObject({
  kind: z.enum(['pickup', 'dropoff']),
  orderNumber: z.string(),
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number().nonnegative().nullable(),
  etaMinutes: Count.nullable(),
});
export type RouteStop = z.infer<typeof RouteStopSchema>;

/** `GET /api/admin/couriers/:id`. */
export const AdminCourierDetailSchema = z.strictObject({
  courier: AdminCourierProfileSchema,
  /** Customers' stars for the courier over their rated deliveries (1 to 5, one decimal); null before the first. */
  rating: z.strictObject({ average: z.number().min(1).max(5).nullable(), count: Count }),
  shifts: z.array(CourierShiftSchema),
  manifest: ManifestSchema,
  route: z.array(RouteStopSchema),
});
export type AdminCourierDetail = z.infer<typeof AdminCourierDetailSchema>;

/** Every action on a courier answers with the changed profile. */
export const AdminCourierActionSchema = z.strictObject({ courier: AdminCourierProfileSchema });
export type AdminCourierAction = z.infer<typeof AdminCourierActionSchema>;

export const CourierDeliveryRowSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  borough: z.enum(BOROUGHS),
  createdAt: Instant,
  windowEnd: Instant,
  deliveredAt: Instant.nullable(),
  onTime: z.boolean().nullable(),
  subtotalCents: Cents,
  payoutCents: Cents.nullable(),
});
export type CourierDeliveryRow = z.infer<typeof CourierDeliveryRowSchema>;

export const CourierDeliveriesSchema = z.strictObject({
  deliveries: z.array(CourierDeliveryRowSchema),
  nextCursor: z.string().nullable(),
});
export type CourierDeliveries = z.infer<typeof CourierDeliveriesSchema>;

export const PayoutLineSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  earnedAt: Instant,
  subtotalCents: Cents,
  commissionRate: z.number(),
  commissionCents: Cents,
  tipCents: Cents,
  totalCents: Cents,
});
export type PayoutLine = z.infer<typeof PayoutLineSchema>;

/** `GET /api/admin/couriers/:id/earnings`: New York days `from`..`to` inclusive. */
export const CourierEarningsSchema = z.strictObject({
  period: z.enum(EARNING_PERIODS),
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.strictObject({
    deliveries: Count,
    subtotalCents: Cents,
    commissionCents: Cents,
    tipCents: Cents,
    totalCents: Cents,
  }),
  lines: z.array(PayoutLineSchema),
});
export type CourierEarnings = z.infer<typeof CourierEarningsSchema>;

export const AdminApplicationSchema = z.strictObject({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  borough: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  birthDate: z.iso.date(),
  /** Age today in New York. */
  age: Count,
  experience: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: Instant,
  decidedAt: Instant.nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  courierId: z.uuid().nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

export const AdminApplicationListSchema = z.strictObject({
  applications: z.array(AdminApplicationSchema),
  nextCursor: z.string().nullable(),
});
export type AdminApplicationList = z.infer<typeof AdminApplicationListSchema>;

export const AdminApplicationResponseSchema = z.strictObject({ application: AdminApplicationSchema });
export type AdminApplicationResponse = z.infer<typeof AdminApplicationResponseSchema>;

/** How the list's rates are measured, for the tooltips (one text, read by the web and the docs). */
export const COURIER_RATE_HELP = {
  acceptance:
    'Acceptance rate: of the orders this courier carried to the door in the last 30 days, the share the customer accepted (delivered) rather than refused (returned).',
  onTime:
    "On-time rate: of the orders this courier delivered in the last 30 days, the share delivered before the end of the customer's delivery window.",
  deliveriesToday: 'Orders this courier delivered since midnight in New York.',
  shift: 'A shift runs from going online to going offline (or being deactivated).',
} as const;
