import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, merchants, productVariants } from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { mediaUrl } from '#server/modules/media/media-urls.ts';
import { courierEarnings } from '#server/db/schema/couriers.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';

// Read model of the couriers module: orders, their lines and their shops as a courier sees them. Reads only;
// order changes go through the orders service.

export type DeliveryOrderRow = typeof orders.$inferSelect;
export type MerchantPlace = Pick<
  typeof merchants.$inferSelect,
  'id' | 'name' | 'street' | 'zip' | 'borough' | 'neighborhood' | 'lat' | 'lng' | 'phone'
>;

const WAITING_FOR_COURIER = ['preparing', 'ready'] as const;

/** Orders couriers hold: taken and not yet delivered, or returned and not yet back on the shop's shelf. */
export const heldBy = (courierUserIds: readonly string[]) =>
  and(
    inArray(orders.courierUserId, [...courierUserIds]),
    or(
      inArray(orders.status, ['preparing', 'ready', 'in_transit']),
      and(eq(orders.status, 'returned'), isNull(orders.restockedAt)),
    ),
  );
const held = (courierUserId: string) => heldBy([courierUserId]);

/**
 * What the pool reads of an order before it is taken: no customer; the drop-off point only for the trip estimate
 * (the offer shows the area, never the address).
 */
const poolColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  merchantId: orders.merchantId,
  zip: orders.zip,
  borough: orders.borough,
  dropoffLat: orders.dropoffLat,
  dropoffLng: orders.dropoffLng,
  subtotalCents: orders.subtotalCents,
  tipCents: orders.tipCents,
  isAsap: orders.isAsap,
  windowStart: orders.windowStart,
  windowEnd: orders.windowEnd,
};
export type PoolOrderRow = Pick<DeliveryOrderRow, keyof typeof poolColumns>;

export async function ordersWaitingForCourier(db: DbOrTx, limit = 50): Promise<PoolOrderRow[]> {
  return db
    .select(poolColumns)
    .from(orders)
    .where(and(inArray(orders.status, [...WAITING_FOR_COURIER]), isNull(orders.courierUserId)))
    .orderBy(orders.createdAt)
    .limit(limit);
}

export async function heldOrders(db: DbOrTx, courierUserId: string) {
  return db.select().from(orders).where(held(courierUserId)).orderBy(orders.acceptedAt);
}

export async function heldValueCents(db: DbOrTx, courierUserId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int` })
    .from(orders)
    .where(held(courierUserId));
  return row?.cents ?? 0;
}

export async function findDeliveryOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function inTransitOrders(db: DbOrTx, courierUserId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.courierUserId, courierUserId), eq(orders.status, 'in_transit')));
}

export async function placesOf(db: DbOrTx, merchantIds: string[]): Promise<Map<string, MerchantPlace>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: merchants.id,
      name: merchants.name,
      street: merchants.street,
      zip: merchants.zip,
      borough: merchants.borough,
      neighborhood: merchants.neighborhood,
      lat: merchants.lat,
      lng: merchants.lng,
      phone: merchants.phone,
    })
    .from(merchants)
    .where(inArray(merchants.id, [...new Set(merchantIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function linesOf(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return (
    db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        quantity: orderItems.quantity,
        batchNumber: labResults.batchNumber,
        certificateKey: mediaAssets.storageKey,
      })
      .from(orderItems)
      // The batch now on the shelf for the line's variant, and its certificate (a PDF in the media library).
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .leftJoin(labResults, eq(labResults.id, productVariants.labResultId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, labResults.certificateMediaId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.productName)
      .then((rows) =>
        rows.map(({ certificateKey, ...line }) => ({
          ...line,
          certificateUrl: certificateKey ? mediaUrl(certificateKey) : null,
        })),
      )
  );
}

export async function earningsOf(db: DbOrTx, courierId: string, limit = 200) {
  return db
    .select({ earning: courierEarnings, orderNumber: orders.orderNumber })
    .from(courierEarnings)
    .innerJoin(orders, eq(orders.id, courierEarnings.orderId))
    .where(eq(courierEarnings.courierId, courierId))
    .orderBy(desc(courierEarnings.earnedAt))
    .limit(limit);
}

export async function finishedOrders(db: DbOrTx, courierUserId: string, limit = 100) {
  return db
    .select({ order: orders, payoutCents: courierEarnings.totalCents })
    .from(orders)
    .leftJoin(courierEarnings, eq(courierEarnings.orderId, orders.id))
    .where(and(eq(orders.courierUserId, courierUserId), inArray(orders.status, ['delivered', 'returned'])))
    .orderBy(desc(orders.updatedAt))
    .limit(limit);
}
