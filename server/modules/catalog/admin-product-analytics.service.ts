import { analyticsSpans, daysOf } from '#domain/admin/analytics.ts';
import {
  daysOfStock,
  sortProductAnalytics,
  type ProductAnalyticsQuery,
  type ProductAnalyticsResponse,
} from '#domain/admin/product-analytics.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { productsWithStock, salesByProduct, storefrontEvents } from './admin-product-analytics.queries.ts';

/**
 * Per product and period: views and adds to cart (storefront events), units, orders and line revenue of the orders
 * not cancelled, conversion (orders ÷ views), stock left and how many days it lasts at the period's rate.
 */
export async function productAnalytics(
  db: DbOrTx,
  query: ProductAnalyticsQuery,
  now: Date,
): Promise<ProductAnalyticsResponse> {
  const { current } = analyticsSpans(query, now);
  const days = daysOf(current).length;
  const span = { from: current.from, to: current.to };
  const [catalog, sales, events] = await Promise.all([
    productsWithStock(db),
    salesByProduct(db, span),
    storefrontEvents(db, span),
  ]);
  const sold = new Map(sales.map((s) => [s.productId, s]));
  const counted = new Map(events.map((e) => [`${e.name}|${e.productId}`, e.n]));
  const rows = catalog.map((p) => {
    const s = sold.get(p.productId);
    const views = counted.get(`product_view|${p.productId}`) ?? 0;
    const units = s?.units ?? 0;
    const orders = s?.orders ?? 0;
    return {
      productId: p.productId,
      name: p.name,
      category: p.category,
      shopName: p.shopName,
      status: p.status,
      views,
      addToCart: counted.get(`add_to_cart|${p.productId}`) ?? 0,
      units,
      orders,
      revenueCents: Number(s?.revenueCents ?? 0),
      conversion: views > 0 ? Math.round((orders / views) * 10_000) / 10_000 : null,
      stock: p.stock,
      daysOfStock: daysOfStock(p.stock, units, days),
    };
  });
  return {
    period: { firstDay: current.firstDay, lastDay: current.lastDay, days },
    rows: sortProductAnalytics(rows, query.sort, query.dir),
  };
}
