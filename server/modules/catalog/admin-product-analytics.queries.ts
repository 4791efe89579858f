import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants, productVariants, products } from '#server/db/schema/catalog.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { analyticsEvents } from '#server/db/schema/telemetry.ts';

// Read model of the product analytics page: sales from orders, views and adds from the storefront's events, the
// catalog's stock. Reads only; each source is read by its period through an index.

export interface Span {
  from: Date;
  to: Date;
}

/** Every product with its shop and the stock of all its variants. */
export function productsWithStock(db: DbOrTx) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      category: products.category,
      status: products.status,
      shopName: merchants.name,
      stock: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int`,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .groupBy(products.id, merchants.name);
}

/**
 * Units, orders and line revenue per product from the period's orders that were not cancelled: the orders by
 * `orders_dashboard_cover_idx` (created time first), their lines by `order_items_order_idx`.
 */
export function salesByProduct(db: DbOrTx, span: Span) {
  return db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      revenueCents: sql<number>`sum(${orderItems.unitPriceCents} * ${orderItems.quantity})::bigint`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(gte(orders.createdAt, span.from), lt(orders.createdAt, span.to), ne(orders.status, 'cancelled')),
    )
    .groupBy(orderItems.productId);
}

/** Product views and adds to cart per product, by `analytics_events_name_time_idx` (name, received time). */
export function storefrontEvents(db: DbOrTx, span: Span) {
  const productId = sql<string | null>`${analyticsEvents.properties} ->> 'product_id'`;
  return db
    .select({ name: analyticsEvents.name, productId, n: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(
      and(
        inArray(analyticsEvents.name, ['product_view', 'add_to_cart']),
        gte(analyticsEvents.receivedAt, span.from),
        lt(analyticsEvents.receivedAt, span.to),
      ),
    )
    .groupBy(analyticsEvents.name, productId);
}
