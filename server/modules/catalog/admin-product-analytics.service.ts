import { analyticsSpans, daysOf } from '#domain/admin/analytics.ts';
import {
  daysOfStock,
  hasActivityOrIsOnSale,
  sortProductAnalytics,
  type ProductAnalyticsQuery,
  type ProductAnalyticsResponse,
} from '#domain/admin/product-analytics.ts';
import { ADMIN_ORDERS_TOPIC, CATALOG_TOPIC } from '#domain/realtime.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { productsWithStock, salesByProduct, storefrontEvents } from './admin-product-analytics.queries.ts';

/** The whole sorted table of a period; the route answers a page of it, the CSV all of it. */
export type ProductAnalyticsReport = Pick<ProductAnalyticsResponse, 'period' | 'rows'>;

/**
 * Per product and period: views and adds to cart (storefront events), units, orders and line revenue of the orders
 * not cancelled, conversion (orders ÷ views), stock left and how many days it lasts at the period's rate. Drafts
 * without views, adds or sales in the period are left out (an import can hold thousands of them).
 */
export async function productAnalytics(
  db: DbOrTx,
  query: Omit<ProductAnalyticsQuery, 'page'>,
  now: Date,
): Promise<ProductAnalyticsReport> {
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
    rows: sortProductAnalytics(rows.filter(hasActivityOrIsOnSale), query.sort, query.dir),
  };
}

/** How long one computed table serves every staff member asking for the same period and order. */
const FRESH_MS = 30_000;

/**
 * The report shared per period and sort for `FRESH_MS` or until an order is placed or moves or stock changes: staff
 * refreshing the page (or a dozen of them) cost the database one set of queries, not one each. An error is not kept.
 */
export function createProductAnalytics(
  db: DbOrTx,
  bus: Pick<EventBus, 'subscribe'>,
  now: () => Date = () => new Date(),
) {
  const cache = new Map<string, { at: number; answer: Promise<ProductAnalyticsReport> }>();
  // A new order or a stock change makes the figures stale at once.
  for (const topic of [ADMIN_ORDERS_TOPIC, CATALOG_TOPIC]) bus.subscribe(topic, () => cache.clear());
  return function report(query: Omit<ProductAnalyticsQuery, 'page'>): Promise<ProductAnalyticsReport> {
    // Every page of a table comes from one computed table: the page is not part of the key.
    const key = JSON.stringify([query.period, query.from, query.to, query.sort, query.dir]);
    const at = now().getTime();
    const hit = cache.get(key);
    if (hit && at - hit.at < FRESH_MS) return hit.answer;
    for (const [k, v] of cache) if (at - v.at >= FRESH_MS) cache.delete(k);
    const answer = productAnalytics(db, query, now());
    cache.set(key, { at, answer });
    answer.catch(() => cache.delete(key));
    return answer;
  };
}

export type ProductAnalyticsReports = ReturnType<typeof createProductAnalytics>;
