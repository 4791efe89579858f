import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '#domain/checkout.schemas.ts';
import type { Borough } from '#domain/compliance/delivery-area.ts';
import { ORDER_STATUSES } from '#domain/orders/status.ts';
import { users } from './auth.ts';
import { categoryEnum, limitCategoryEnum, merchants, productVariants, products } from './catalog.ts';
import { belongsTo, instant, timestamps, uuidKey } from './columns.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', ['due_at_door', 'paid', 'voided']);
export const discountKindEnum = pgEnum('discount_kind', ['first_order', 'coupon']);
export const couponKindEnum = pgEnum('coupon_kind', ['percent', 'fixed', 'free_delivery']);
export const actorRoleEnum = pgEnum('actor_role', [
  'guest',
  'customer',
  'courier',
  'merchant',
  'support',
  'admin',
  'system',
]);

export const coupons = pgTable(
  'coupons',
  {
    id: uuidKey(),
    /** Stored upper-case; customers may type it in any case. */
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: couponKindEnum('kind').notNull(),
    /** Whole percent (1–100) for `percent`, cents for `fixed`. */
    value: integer('value').notNull(),
    maxDiscountCents: integer('max_discount_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Only a customer's first order (the same identity rule as the first-order discount). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** When not empty, the coupon applies only to the lines of these shops / categories. */
    shopIds: uuid('shop_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categories: categoryEnum('categories')
      .array()
      .notNull()
      .default(sql`'{}'::product_category[]`),
    /** A used coupon is archived instead of deleted: it leaves the admin's list and can no longer be redeemed. */
    archivedAt: instant('archived_at'),
    ...timestamps,
  },
  (t) => [
    check('coupons_value_positive', sql`${t.kind}::text = 'free_delivery' or ${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    orderNumber: text('order_number').notNull().unique(),
    trackingCode: text('tracking_code').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shop the courier collects from (the shop of the first line). */
    merchantId: uuid('merchant_id').references(() => merchants.id),
    courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    street: text('street').notNull(),
    apartment: text('apartment'),
    zip: text('zip').notNull(),
    borough: text('borough').$type<Borough>().notNull(),
    residentialConfirmed: boolean('residential_confirmed').notNull(),
    deliveryNote: text('delivery_note'),
    isAsap: boolean('is_asap').notNull(),
    windowStart: instant('window_start').notNull(),
    windowEnd: instant('window_end').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('due_at_door'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountKind: discountKindEnum('discount_kind'),
    couponId: uuid('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    exciseCents: integer('excise_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Whose idempotency key it is: a signed-in user's id, or `guest:` and a hash of the guest's mailbox and browser. */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The drop-off's map point (the ZIP centre), for the courier's ETA. */
    dropoffLat: numeric('dropoff_lat', { precision: 9, scale: 6, mode: 'number' }),
    dropoffLng: numeric('dropoff_lng', { precision: 9, scale: 6, mode: 'number' }),
    tipCents: integer('tip_cents').notNull().default(0),
    acceptedAt: instant('accepted_at'),
    pickedUpAt: instant('picked_up_at'),
    arrivedAt: instant('arrived_at'),
    idCheckedAt: instant('id_checked_at'),
    returnReason: text('return_reason'),
    /** A returned order is back on the shop's shelf (its stock restored). */
    restockedAt: instant('restocked_at'),
    deliveredAt: instant('delivered_at'),
    /** When the courier took it back from the door (the `returned` step; a later restock keeps it). */
    returnedAt: instant('returned_at'),
    cancelledAt: instant('cancelled_at'),
    /** The risk score at checkout, its reasons (domain/risk/score.ts) and, when held for review, since when. */
    riskScore: integer('risk_score').notNull().default(0),
    riskReasons: jsonb('risk_reasons').$type<unknown>().notNull().default([]),
    heldAt: instant('held_at'),
    /** Staff's note to the courier ("side door"): the assigned courier and staff read it, never the customer. */
    courierNote: text('courier_note'),
    courierNoteBy: text('courier_note_by').references(() => users.id, { onDelete: 'set null' }),
    courierNoteAt: instant('courier_note_at'),
    ...timestamps,
  },
  (t) => [
    unique('orders_idempotency_key').on(t.idempotencyScope, t.idempotencyKey),
    // An index whose leading column is null at checkout is partial on "not null": a new order writes no entry to it.
    index('orders_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_courier_idx')
      .on(t.courierUserId, t.status)
      .where(sql`${t.courierUserId} is not null`),
    // The staff list: keyset pages by created time or total, each filter with the created-time order. Created time
    // alone is orders_dashboard_cover_idx (created_at, id) INCLUDE (…), hand-written in migration 0042.
    index('orders_total_idx').on(t.totalCents, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The merchant portal's board: a shop's active orders, and those finished since midnight.
    index('orders_merchant_status_updated_idx').on(t.merchantId, t.status, t.updatedAt),
    index('orders_courier_created_idx')
      .on(t.courierUserId, t.createdAt, t.id)
      .where(sql`${t.courierUserId} is not null`),
    index('orders_coupon_created_idx')
      .on(t.couponCode, t.createdAt, t.id)
      .where(sql`${t.couponCode} is not null`),
    // Staff search: exact phone, and a name prefix (lower case, LIKE 'abc%').
    index('orders_phone_idx').on(t.phone),
    // Staff screens: a customer's guest checkouts, newest first, by e-mail or phone (orders without an account).
    index('orders_guest_email_idx')
      .on(sql`lower(${t.email})`, t.createdAt)
      .where(sql`${t.userId} is null`),
    index('orders_guest_phone_idx')
      .on(t.phone, t.createdAt)
      .where(sql`${t.userId} is null`),
    index('orders_name_prefix_idx').on(sql`lower(${t.customerName}) text_pattern_ops`),
    // The held-for-review queue and the list's "held" filter: only the few held orders are in it.
    index('orders_held_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.heldAt} is not null and ${t.status} = 'pending'`),
    // Failed door checks at one address (risk): returned orders by ZIP and street.
    index('orders_returned_address_idx')
      .on(t.zip, sql`lower(${t.street})`, t.createdAt)
      .where(sql`${t.status} = 'returned'`),
    check('orders_courier_note_length', sql`char_length(${t.courierNote}) <= 280`),
    // A shop's sales report: its delivered orders by delivery time, never its whole history.
    index('orders_merchant_delivered_idx')
      .on(t.merchantId, t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuidKey(),
    orderId: belongsTo('order_id', () => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull(),
    variantLabel: text('variant_label').notNull(),
    limitCategory: limitCategoryEnum('limit_category').notNull(),
    netGrams: numeric('net_grams', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    status: orderStatusEnum('status').notNull(),
    actorRole: actorRoleEnum('actor_role').notNull(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_returned_idx')
      .on(t.id)
      .where(sql`${t.status} = 'returned'`),
  ],
);

/** Staff's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuidKey(),
    orderId: belongsTo('order_id', () => orders.id),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuidKey(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * Who used it, for the per-customer limit (domain/identity.ts): a use counts against anyone who shares the
     * account, the mailbox (lower case, no +tag, Gmail without dots) or the phone line.
     */
    userId: text('user_id'),
    mailbox: text('mailbox').notNull(),
    phone: text('phone'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_mailbox_idx').on(t.couponId, t.mailbox),
    index('coupon_redemptions_phone_idx').on(t.couponId, t.phone),
  ],
);

/** The customer's rating of a delivered order and of its courier: one per order, by the order's owner. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The courier who delivered it, kept for the courier's average. */
    courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderStars: integer('order_stars').notNull(),
    courierStars: integer('courier_stars'),
    comment: text('comment'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('order_ratings_courier_idx').on(t.courierUserId),
    check('order_ratings_order_stars', sql`${t.orderStars} between 1 and 5`),
    check('order_ratings_courier_stars', sql`${t.courierStars} is null or ${t.courierStars} between 1 and 5`),
    check('order_ratings_comment_length', sql`char_length(${t.comment}) <= 500`),
  ],
);
