import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductAnalyticsResponse } from '#domain/admin/product-analytics.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import { staffClients } from '#server/test-support/admin-orders.ts';
import { at, insertEvent, insertOrderAt, twoProducts } from '#server/test-support/analytics-rows.ts';
import { createTestApp, sqlRows, type TestApp } from '#server/test-support/test-app.ts';
import { salesByProduct, storefrontEvents } from './admin-product-analytics.queries.ts';
import { plainCsv } from '#server/test-support/csv.ts';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffClients>>;
let products: Awaited<ReturnType<typeof twoProducts>>;
const today = nyDay(new Date());
const day = (by: number) => nyDay(new Date(Date.now() + by * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffClients(t);
  products = await twoProducts(t.db);
  const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
  const order = (when: Date, status: string, quantity: number, unitCents: number, p = a) =>
    insertOrderAt(t.db, {
      when,
      email: 'pa@example.test',
      borough: 'Brooklyn',
      status,
      subtotal: quantity * unitCents,
      merchantId: p.merchant_id,
      items: [{ product: p, quantity, unitCents }],
    });
  await order(at(day(-1), 12), 'delivered', 2, 1500);
  await order(at(day(-2), 12), 'pending', 1, 1500);
  await order(at(day(-3), 12), 'cancelled', 5, 1500);
  await order(at(day(-40), 12), 'delivered', 9, 1500);
  await order(at(day(-1), 13), 'delivered', 1, 900, b);
  for (let i = 0; i < 6; i += 1)
    await insertEvent(t.db, at(day(-1), 10), 'product_view', { product_id: a.id });
  await insertEvent(t.db, at(day(-50), 10), 'product_view', { product_id: a.id });
  await insertEvent(t.db, at(day(-1), 11), 'add_to_cart', { product_id: a.id, quantity: 2 });
  await t.db.execute(sql`update product_variants set stock = 7 where product_id = ${a.id}`);
  // A draft that sold stays in the table; a draft nobody saw, added or bought is left out.
  await t.db.execute(sql`update products set status = 'draft' where id = ${b.id}`);
  const [quiet] = await sqlRows<{ id: string }>(
    t.db,
    sql`update products set status = 'draft'
        where id = (select id from products order by name offset 2 limit 1) returning id`,
  );
  quietDraft = quiet!.id;
});
let quietDraft: string;
afterAll(() => t.close());

const rowOf = (r: ProductAnalyticsResponse, id: string) => r.rows.find((x) => x.productId === id)!;

describe('GET /api/admin/products/analytics', () => {
  it('counts views, adds, units, orders and revenue of the period, leaving cancelled orders out', async () => {
    const res = await staff.support.call('/api/admin/products/analytics?period=7d');
    expect(res.status).toBe(200);
    const report = res.json as ProductAnalyticsResponse;
    expect(report.period).toEqual({ firstDay: day(-6), lastDay: today, days: 7 });
    const [stock] = await sqlRows<{ n: number }>(
      t.db,
      sql`select sum(stock)::int as n from product_variants where product_id = ${products[0]!.id}`,
    );
    expect(rowOf(report, products[0]!.id)).toMatchObject({
      views: 6,
      addToCart: 1,
      units: 3,
      orders: 2,
      revenueCents: 4500,
      conversion: 0.3333,
      stock: stock!.n,
      daysOfStock: Math.round((stock!.n / (3 / 7)) * 10) / 10,
    });
    expect(rowOf(report, products[1]!.id)).toMatchObject({ views: 0, conversion: null, units: 1 });
    const quiet = report.rows.find((r) => r.units === 0)!;
    expect(quiet.daysOfStock).toBeNull();
  });

  it('reads a custom period and sorts by any column', async () => {
    const res = await staff.admin.call(
      `/api/admin/products/analytics?period=custom&from=${day(-60)}&to=${today}&sort=units&dir=desc`,
    );
    const report = res.json as ProductAnalyticsResponse;
    expect(report.rows[0]!.productId).toBe(products[0]!.id);
    expect(report.rows[0]!.units).toBe(12);
    expect(rowOf(report, products[0]!.id).views).toBe(7);
    const byName = (await staff.admin.call('/api/admin/products/analytics?sort=name&dir=asc'))
      .json as ProductAnalyticsResponse;
    const names = byName.rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual(names.toSorted((x, y) => x.localeCompare(y)));
  });

  it('leaves out drafts without activity and answers the table a page at a time', async () => {
    const report = (await staff.admin.call('/api/admin/products/analytics?period=90d'))
      .json as ProductAnalyticsResponse;
    const [count] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from products`);
    expect(report.rows.some((r) => r.productId === quietDraft)).toBe(false);
    expect(rowOf(report, products[1]!.id).status).toBe('draft');
    expect(report.total).toBe(count!.n - 1);
    expect(report).toMatchObject({ page: 1, pageCount: Math.ceil(report.total / 50) });
    expect(report.rows).toHaveLength(Math.min(50, report.total));
    const beyond = (await staff.admin.call('/api/admin/products/analytics?period=90d&page=3'))
      .json as ProductAnalyticsResponse;
    expect(beyond).toMatchObject({ page: 3, total: report.total });
    expect(beyond.rows).toEqual(report.rows.slice(100, 150));
    const bad = await staff.admin.call('/api/admin/products/analytics?page=0');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toContain('Page must be a whole number from 1');
  });

  it('refuses a bad period with the message', async () => {
    const res = await staff.admin.call(`/api/admin/products/analytics?period=custom&from=${today}`);
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toContain('A custom period needs a start and an end date');
    const sort = await staff.admin.call('/api/admin/products/analytics?sort=price');
    expect(sort.json!.error.message).toContain('Choose a column to sort by');
  });

  it('exports the same table as CSV', async () => {
    const res = await staff.support.call('/api/admin/products/analytics/export.csv?period=7d&sort=revenue');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, first] = plainCsv(res.text).trim().split('\n');
    expect(header).toBe(
      'product,category,shop,status,views,add_to_cart,units_sold,orders,revenue,conversion_percent,stock,days_of_stock',
    );
    expect(first).toContain(',6,1,3,2,45.00,33.33,');
  });

  it('reads orders by created time and events by name and time through their indexes', async () => {
    const span = { from: at(day(-30)), to: new Date() };
    const plan = async (query: { toSQL(): { sql: string; params: unknown[] } }) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { sql: text, params } = query.toSQL();
        const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
          const v = params[Number(i) - 1];
          return `'${v instanceof Date ? v.toISOString() : String(v)}'`;
        });
        const rows = await sqlRows<{ 'QUERY PLAN': string }>(
          tx as unknown as TestApp['db'],
          sql.raw(`explain ${inlined}`),
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const sales = await plan(salesByProduct(t.db, span));
    expect(sales).toMatch(
      /Index (Only )?Scan using orders_\w+ on orders\s+[^\n]*\n\s+Index Cond: \(\(created_at >=/,
    );
    expect(sales).toContain('order_items_order_idx');
    expect(sales).not.toContain('Seq Scan');
    const events = await plan(storefrontEvents(t.db, span));
    expect(events).toMatch(/Index Scan (using|on) analytics_events_(name_time|received)_idx/);
    expect(events).not.toContain('Seq Scan');
  });
});
