import { z } from 'zod';
import { OrderRatingViewSchema } from '../orders/rating.ts';
import { PAYMENT_METHODS } from '../checkout.schemas.ts';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import { PAYMENT_STATUSES } from '../orders/order.ts';
import { OrderLineSchema } from '../orders/order-response.ts';
import { ACTOR_ROLES, ORDER_STATUSES } from '../orders/status.ts';
import { DeliveryViewSchema, Instant } from '../orders/tracking-response.ts';
import { DoorRecordSchema } from './door-record.ts';
import { OrderRiskPanelSchema } from './risk.ts';

/** The statuses staff move an order to from the order screen; delivery steps belong to couriers and dispatch. */
export const ADMIN_STATUS_TARGETS = ['confirmed', 'preparing', 'ready'] as const;
export type AdminStatusTarget = (typeof ADMIN_STATUS_TARGETS)[number];

export const AdminStatusSchema = z.strictObject({
  to: z.enum(ADMIN_STATUS_TARGETS, { error: 'Choose confirmed, preparing or ready' }),
});

export const AdminCancelSchema = z.strictObject({
  reason: z
    .string({ error: 'Enter why the order is cancelled' })
    .trim()
    .min(3, 'The reason must be at least 3 characters')
    .max(500, 'Keep the reason under 500 characters'),
});

export const AdminNoteSchema = z.strictObject({
  text: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'Keep the note under 2,000 characters'),
});

/** The longest note to the courier: short enough to read at a glance on a phone. */
export const COURIER_NOTE_MAX = 280;

/** `PUT /api/admin/orders/:id/courier-note`: the note replaces the last one; an empty text removes it. */
export const CourierNoteSchema = z.strictObject({
  text: z
    .string({ error: 'Write the note to the courier' })
    .trim()
    .max(COURIER_NOTE_MAX, `Keep the note to the courier under ${COURIER_NOTE_MAX} characters`),
});
export type CourierNoteInput = z.infer<typeof CourierNoteSchema>;

const Cents = z.number().int().nonnegative();
const Status = z.enum(ORDER_STATUSES);

/** What the courier found at the door: `passed` (ID showed 21+, handed over), `failed` (returned, with why). */
export const ID_CHECK_OUTCOMES = ['not_yet', 'passed', 'failed'] as const;

const Person = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const AdminOrderDetailSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  trackingCode: z.string(),
  status: Status,
  createdAt: Instant,
  updatedAt: Instant,
  shop: z.strictObject({ id: z.uuid(), name: z.string() }).nullable(),
  /** The account that placed the order, or null for a guest (whose contact is `contact`). */
  customer: Person.nullable(),
  contact: z.strictObject({ name: z.string(), email: z.string(), phone: z.string() }),
  address: z.strictObject({
    street: z.string(),
    apartment: z.string().nullable(),
    zip: z.string(),
    borough: z.enum(BOROUGHS),
    residentialConfirmed: z.boolean(),
  }),
  deliveryNote: z.string().nullable(),
  delivery: DeliveryViewSchema,
  /** The birth date the customer attested to at checkout (21+ checked then), re-checked on the ID at the door. */
  ageAttestation: z.strictObject({ birthDate: z.iso.date() }),
  idCheck: z.strictObject({
    outcome: z.enum(ID_CHECK_OUTCOMES),
    at: Instant.nullable(),
    reason: z.string().nullable(),
  }),
  /** How the delivery was verified at the door: each ID check's verdict and the hand-over's proof. */
  door: DoorRecordSchema,
  courier: z
    .strictObject({ id: z.string(), name: z.string(), phone: z.string(), vehicleType: z.enum(VEHICLE_TYPES) })
    .nullable(),
  payment: z.strictObject({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES) }),
  lines: z.array(OrderLineSchema.omit({ imageUrl: true })),
  pricing: z.strictObject({
    subtotalCents: Cents,
    firstOrderDiscountCents: Cents,
    couponDiscountCents: Cents,
    couponCode: z.string().nullable(),
    deliveryFeeCents: Cents,
    exciseCents: Cents,
    tipCents: Cents,
    totalCents: Cents,
  }),
  timeline: z.array(
    z.strictObject({
      status: Status,
      actorRole: z.enum(ACTOR_ROLES),
      actorUserId: z.string().nullable(),
      actorName: z.string().nullable(),
      note: z.string().nullable(),
      at: Instant,
    }),
  ),
  notes: z.array(
    z.strictObject({
      id: z.uuid(),
      text: z.string(),
      authorUserId: z.string().nullable(),
      authorName: z.string().nullable(),
      at: Instant,
    }),
  ),
  /** Staff's note to the courier on this delivery, shown in the courier app; never to the customer. */
  courierNote: z
    .strictObject({ text: z.string(), authorName: z.string().nullable(), at: Instant })
    .nullable(),
  risk: OrderRiskPanelSchema,
  /** The customer's rating of the order and of its courier, once given after delivery. */
  rating: OrderRatingViewSchema.nullable(),
  /** What this caller may do now: the status machine and the caller's permissions together. */
  allowedActions: z.strictObject({
    status: z.array(z.enum(ADMIN_STATUS_TARGETS)),
    cancel: z.boolean(),
    addNote: z.boolean(),
    /** Held for risk review and the caller has risk:manage. */
    approveRisk: z.boolean(),
  }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** `GET /api/admin/orders/:id` and every order action's answer: the order as it is now. */
export const AdminOrderResponseSchema = z.strictObject({ order: AdminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;
