import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, merchants, productVariants } from '#server/db/schema/catalog.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orderEvents, orderItems, orders } from '#server/db/schema/orders.ts';

// Read model of the merchant portal's orders board: a shop's orders, their lines, couriers and timeline. Reads only.

/** The order columns a shop may see: never the customer's address, phone, e-mail or birth date. */
const CARD_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  customerName: orders.customerName,
  isAsap: orders.isAsap,
  windowStart: orders.windowStart,
  windowEnd: orders.windowEnd,
  courierUserId: orders.courierUserId,
  heldAt: orders.heldAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  /** When the shop accepted it: its first step to confirmed (order_events_order_idx). */
  // Spelled out: a one-table query names its own columns without their table, which a subquery cannot tell apart.
  acceptedAt: sql<Date | null>`(select min(e.created_at) from ${orderEvents} e
    where e.order_id = ${orders}.id and e.status = 'confirmed')`.mapWith(orderEvents.createdAt),
};

const ACTIVE = ['pending', 'confirmed', 'preparing', 'ready', 'in_transit'] as const;
const FINISHED = ['delivered', 'cancelled', 'returned'] as const;

/** The shop's orders still in play (orders_merchant_active_idx), newest first. */
export function activeOrdersOf(db: DbOrTx, shopId: string, limit: number) {
  return db
    .select(CARD_COLUMNS)
    .from(orders)
    .where(and(eq(orders.merchantId, shopId), inArray(orders.status, [...ACTIVE])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The shop's orders that ended since `since` (orders_merchant_updated_idx), most recently finished first. */
export function finishedOrdersOf(db: DbOrTx, shopId: string, since: Date, limit: number) {
  return db
    .select(CARD_COLUMNS)
    .from(orders)
    .where(
      and(eq(orders.merchantId, shopId), gte(orders.updatedAt, since), inArray(orders.status, [...FINISHED])),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}
export type CardRow = Awaited<ReturnType<typeof activeOrdersOf>>[number];

/** One order of the shop; null for a missing order and for another shop's alike. */
export async function shopOrder(db: DbOrTx, shopId: string, orderId: string): Promise<CardRow | null> {
  const [row] = await db
    .select(CARD_COLUMNS)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, shopId)))
    .limit(1);
  return row ?? null;
}

/** The lab result of the lot on a variant's shelf. */
const shelfLab = alias(labResults, 'shelf_lab');

/**
 * The shop's lines of these orders, each with the batch it is picked from: the lot on its variant's shelf, else its
 * own product's latest lab result. (A query with joins names every column with its table, so the product of the
 * line, not of the lab result, is the one compared.)
 */
export function shopLinesOf(db: DbOrTx, shopId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  const latest = sql<string | null>`(select ${labResults.batchNumber} from ${labResults}
    where ${labResults.productId} = ${orderItems.productId}
    order by ${labResults.testedAt} desc, ${labResults.createdAt} desc limit 1)`;
  return db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
      netGrams: orderItems.netGrams,
      limitCategory: orderItems.limitCategory,
      unitPriceCents: orderItems.unitPriceCents,
      batchNumber: sql<string | null>`coalesce(${shelfLab.batchNumber}, ${latest})`,
    })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(shelfLab, eq(shelfLab.id, productVariants.labResultId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.merchantId, shopId)))
    .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel));
}
export type ShopLineRow = Awaited<ReturnType<typeof shopLinesOf>>[number];

/** The couriers carrying these orders: name, vehicle and last known position. */
export function couriersByUser(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: couriers.userId,
      fullName: couriers.fullName,
      vehicleType: couriers.vehicleType,
      lat: couriers.currentLat,
      lng: couriers.currentLng,
    })
    .from(couriers)
    .where(inArray(couriers.userId, userIds));
}
export type CourierRow = Awaited<ReturnType<typeof couriersByUser>>[number];

/** The shop's name and map point (the courier's ETA to the shop). */
export async function shopPlace(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ name: merchants.name, lat: merchants.lat, lng: merchants.lng })
    .from(merchants)
    .where(eq(merchants.id, shopId))
    .limit(1);
  return row ?? null;
}

/** An order's timeline, oldest first. */
export function timelineOf(db: DbOrTx, orderId: string) {
  return db
    .select({
      status: orderEvents.status,
      actorRole: orderEvents.actorRole,
      note: orderEvents.note,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
