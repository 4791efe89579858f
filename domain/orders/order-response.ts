import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout.schemas.ts';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { PAYMENT_STATUSES, type OrderSummary, type OrderView } from './order.ts';
import { OrderRatingViewSchema } from './rating.ts';
import { ACTOR_ROLES, ORDER_STATUSES } from './status.ts';
import { DeliveryProgressSchema, DeliveryViewSchema, Instant } from './tracking-response.ts';

/**
 * The answers of the customer's order routes: `GET /api/orders` (the list), `GET /api/orders/active`,
 * `GET /api/orders/:id` and `POST /api/orders/:id/cancel`. The schemas are checked against `OrderView` and
 * `OrderSummary` at compile time, the web reads the inferred types, and the API tests parse real answers with them.
 */
const Cents = z.number().int().nonnegative();
const Status = z.enum(ORDER_STATUSES);

/** One line of an order as bought: its price then, its net weight and the line's total. */
export const OrderLineSchema = z.strictObject({
  productId: z.string(),
  productName: z.string(),
  imageUrl: z.string(),
  variantLabel: z.string(),
  netGrams: z.number().nonnegative(),
  unitPriceCents: Cents,
  quantity: z.number().int().positive(),
  lineTotalCents: Cents,
});

export const OrderViewSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  trackingCode: z.string(),
  status: Status,
  createdAt: Instant,
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.strictObject({
    street: z.string(),
    apartment: z.string().nullable(),
    zip: z.string(),
    borough: z.enum(BOROUGHS),
  }),
  deliveryNote: z.string().nullable(),
  delivery: DeliveryViewSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  items: z.array(OrderLineSchema),
  pricing: z.strictObject({
    subtotalCents: Cents,
    discount: z
      .strictObject({
        kind: z.enum(['first_order', 'coupon']),
        label: z.string(),
        code: z.string().nullable(),
        cents: Cents,
      })
      .nullable(),
    deliveryFeeCents: Cents,
    exciseCents: Cents,
    totalCents: Cents,
  }),
  events: z.array(
    z.strictObject({
      status: Status,
      actorRole: z.enum(ACTOR_ROLES),
      note: z.string().nullable(),
      at: Instant,
    }),
  ),
  canCancel: z.boolean(),
  progress: DeliveryProgressSchema,
  rating: OrderRatingViewSchema.nullable(),
}) satisfies z.ZodType<OrderView>;

export const OrderSummarySchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  trackingCode: z.string(),
  status: Status,
  createdAt: Instant,
  totalCents: Cents,
  itemCount: z.number().int().nonnegative(),
  items: z.array(
    z.strictObject({
      productId: z.string(),
      productName: z.string(),
      variantLabel: z.string(),
      quantity: z.number().int().positive(),
      imageUrl: z.string(),
    }),
  ),
  delivery: DeliveryViewSchema,
}) satisfies z.ZodType<OrderSummary>;

/** `GET /api/orders/:id` and `POST /api/orders/:id/cancel`: the order in full. */
export const OrderResponseSchema = z.strictObject({ order: OrderViewSchema });

/** `GET /api/orders/active`: the caller's latest order still on its way, or null. */
export const ActiveOrderResponseSchema = z.strictObject({ order: OrderViewSchema.nullable() });

/** `GET /api/orders`: the caller's own orders, newest first. */
export const MyOrdersResponseSchema = z.strictObject({ orders: z.array(OrderSummarySchema) });

export type OrderResponse = z.infer<typeof OrderResponseSchema>;
export type ActiveOrderResponse = z.infer<typeof ActiveOrderResponseSchema>;
export type MyOrdersResponse = z.infer<typeof MyOrdersResponseSchema>;
