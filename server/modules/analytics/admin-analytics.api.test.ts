import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '#domain/time/new-york.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import {
  at,
  insertClientError,
  insertEvent,
  insertOrderAt,
  twoProducts,
} from '#server/test-support/analytics-rows.ts';
import { rollUpPast } from '#server/modules/analytics/analytics-report.service.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
const today = nyDay(new Date());
/** A week three weeks ago (rolled up on first read), and the week before it. */
const A = shiftDay(today, -20);
const day = (i: number) => shiftDay(A, i);
const period = `period=custom&from=${A}&to=${day(6)}`;

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  const [p1, p2] = await twoProducts(t.db);
  const base = { merchantId: p1!.merchant_id, fee: 0, discount: 0 };
  // In the period: x@ new then returning, y@'s cancelled order does not make their next one "returning".
  await insertOrderAt(t.db, {
    ...base,
    when: at(day(0), 12),
    email: 'x@example.test',
    borough: 'Brooklyn',
    subtotal: 10_000,
    discount: 1000,
    fee: 500,
    items: [
      { product: p1!, quantity: 2, unitCents: 2500 },
      { product: p2!, quantity: 1, unitCents: 5000 },
    ],
  });
  await insertOrderAt(t.db, {
    ...base,
    when: at(day(1), 15),
    email: 'X@example.test',
    borough: 'Queens',
    subtotal: 20_000,
    items: [{ product: p1!, quantity: 1, unitCents: 20_000 }],
  });
  const y = { ...base, email: 'y@example.test', borough: 'Manhattan', subtotal: 4000 };
  await insertOrderAt(t.db, { ...y, when: at(day(2), 9), status: 'cancelled', items: [] });
  await insertOrderAt(t.db, {
    ...y,
    when: at(day(3), 9),
    items: [{ product: p2!, quantity: 1, unitCents: 4000 }],
  });
  // The week before.
  await insertOrderAt(t.db, { ...y, email: 'z@example.test', when: at(day(-3)), items: [] });

  const ev = (d: number, name: string, props: Record<string, unknown>, user: string | null = null) =>
    insertEvent(t.db, at(day(d), 10), name, props, user);
  for (const name of [
    'page_view',
    'product_view',
    'add_to_cart',
    'begin_checkout',
    'Checkout Started',
    'purchase',
    'Order Completed',
  ])
    await ev(0, name, { visitor_id: 'v1' });
  await ev(0, 'page_view', { visitor_id: 'v2' });
  await ev(0, 'product_view', { visitor_id: 'v2' });
  await ev(0, 'product_view', { visitor_id: 'v3' });
  await ev(0, 'add_to_cart', { visitor_id: 'v3' });
  await ev(0, 'login', {}, admin.userId);
  await ev(0, 'courier_online', { visitor_id: 'courier' });
  await ev(1, 'page_view', { visitor_id: 'v1' });
  await ev(-2, 'page_view', { visitor_id: 'v4' });
  await ev(1, 'search', { query: 'Gelato ', results: 0 });
  await ev(2, 'search', { query: 'gelato', results: 0 });
  await ev(2, 'search', { query: 'kush', results: 3 });
  await ev(3, 'search', { query: '=zzz', results: 0 });
  await insertClientError(t.db, at(day(1)), 'Boom');
  await insertClientError(t.db, at(day(4)), 'Boom');
  await insertClientError(t.db, at(day(4)), 'Oops');
  await insertClientError(t.db, at(day(-2)), 'Boom');
});

const report = async (query = period) => {
  const res = await admin.call(`/api/admin/analytics?${query}`);
  expect(res.status).toBe(200);
  return res.json!;
};
const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
const sumCents = (rows: { cents: number }[]) => rows.reduce((s, r) => s + r.cents, 0);

describe('analytics', () => {
  it('counts the funnel in distinct visitors per day, with the conversion between steps', async () => {
    const r = await report();
    expect(r.funnel.map((s: { count: number }) => s.count)).toEqual([5, 3, 2, 1, 1]);
    expect(r.funnel.map((s: { conversion: number | null }) => s.conversion)).toEqual([
      null,
      0.6,
      2 / 3,
      0.5,
      1,
    ]);
    expect(r.funnel[0].previousCount).toBe(1);
    expect(r.kpis.visitors).toEqual({ current: 5, previous: 1 });
    expect(r.kpis.conversionRate).toEqual({ current: 0.2, previous: 0 });
    expect(r.byDay).toHaveLength(7);
    expect(r.byDay[0]).toEqual({ day: day(0), visitors: 4, orders: 1, revenueCents: 9500 });
    expect(r.byDay[1]).toEqual({ day: day(1), visitors: 1, orders: 1, revenueCents: 20_000 });
  });

  it('breaks sales down by borough, shop, hour, category and customer, each summing to the total', async () => {
    const r = await report();
    expect(r.kpis.orders).toEqual({ current: 3, previous: 1 });
    expect(r.kpis.revenueCents).toEqual({ current: 33_500, previous: 4000 });
    expect(r.kpis.averageOrderCents.current).toBe(11_167);
    expect(r.boroughs.map((b: { label: string }) => b.label)).toEqual(['Queens', 'Brooklyn', 'Manhattan']);
    for (const table of ['boroughs', 'shops', 'hours', 'customers']) {
      expect(sum(r[table])).toBe(3);
      expect(sumCents(r[table])).toBe(33_500);
    }
    const hours = Object.fromEntries(
      r.hours.map((h: { label: string; count: number }) => [h.label, h.count]),
    );
    expect(r.hours).toHaveLength(24);
    expect([hours['09:00'], hours['12:00'], hours['15:00']]).toEqual([1, 1, 1]);
    const customers = r.customers.map((c: { key: string; count: number; cents: number }) => [
      c.key,
      c.count,
      c.cents,
    ]);
    expect(customers).toEqual([
      ['new', 2, 13_500],
      ['returning', 1, 20_000],
    ]);
    expect(r.kpis.newCustomers).toEqual({ current: 2, previous: 1 });
    expect(sum(r.categories)).toBe(5);
    expect(sumCents(r.categories)).toBe(5000 + 5000 + 20_000 + 4000);
    expect(sum(r.products)).toBe(5);
    expect(r.products[0].cents).toBe(25_000);
  });

  it('lists the searches that found nothing and the client errors by message, against the week before', async () => {
    const r = await report();
    expect(r.searches).toEqual([
      { key: 'gelato', count: 2, previousCount: 0 },
      { key: '=zzz', count: 1, previousCount: 0 },
    ]);
    expect(r.errors).toEqual([
      { key: 'Boom', count: 2, previousCount: 1 },
      { key: 'Oops', count: 1, previousCount: 0 },
    ]);
  });

  it('rolls past days up once and answers the same from the rollup', async () => {
    const rolled = await t.db.execute(
      sql`select count(*)::int as n from analytics_rolled_days where day between ${day(-7)}::date and ${day(6)}::date`,
    );
    expect((rolled as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(14);
    const again = await report(`period=custom&from=${day(-7)}&to=${day(6)}`);
    expect(again.kpis.orders.current).toBe(4);
    expect(again.funnel[0].count).toBe(6);
  });

  it('computes today and yesterday live, against the day before', async () => {
    const [p1] = await twoProducts(t.db);
    const o = {
      merchantId: p1!.merchant_id,
      email: 'live@example.test',
      borough: 'Queens',
      subtotal: 1000,
      items: [],
    };
    await insertOrderAt(t.db, { ...o, when: at(shiftDay(today, -1)) });
    await insertOrderAt(t.db, { ...o, when: new Date(Date.now() - 1000) });
    await insertEvent(t.db, new Date(Date.now() - 1000), 'page_view', { visitor_id: 'live' });
    const r = await report(`period=custom&from=${shiftDay(today, -1)}&to=${today}`);
    expect(r.kpis.orders.current).toBe(2);
    expect(r.customers.map((c: { count: number }) => c.count)).toEqual([1, 1]);
    expect(r.kpis.visitors.current).toBe(1);
    const rolled = await t.db.execute(
      sql`select count(*)::int as n from analytics_rolled_days where day >= ${shiftDay(today, -1)}::date`,
    );
    expect((rolled as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('exports each table as CSV', async () => {
    const csv = async (table: string) => {
      const res = await admin.call(`/api/admin/analytics/export.csv?${period}&table=${table}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      return plainCsv(res.text);
    };
    expect(await csv('boroughs')).toBe(
      'name,orders,revenue,previous_orders,previous_revenue\nQueens,1,200.00,0,0.00\nBrooklyn,1,95.00,0,0.00\nManhattan,1,40.00,1,40.00\n',
    );
    expect(await csv('funnel')).toContain('Viewed a product,3,0,0.6000,0.0000\n');
    expect(await csv('searches')).toBe("term,searches,previous_searches\ngelato,2,0\n'=zzz,1,0\n");
    expect((await csv('days')).split('\n')).toHaveLength(9);
    const errors = await admin.call(`/api/admin/analytics/export.csv?${period}&table=nope`);
    expect(errors.status).toBe(400);
  });

  it('refuses support, and a bad period with a clear message', async () => {
    expect((await support.call(`/api/admin/analytics?${period}`)).status).toBe(403);
    expect((await support.call(`/api/admin/analytics/export.csv?${period}&table=funnel`)).status).toBe(403);
    const bad = await admin.call('/api/admin/analytics?period=year');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Period must be today, 7d, 30d, 90d or custom');
    const long = await admin.call(`/api/admin/analytics?period=custom&from=2024-01-01&to=2025-06-01`);
    expect(JSON.stringify(long.json)).toContain('A period may span at most 366 days');
    const reversed = await admin.call(`/api/admin/analytics?period=custom&from=${day(3)}&to=${day(1)}`);
    expect(JSON.stringify(reversed.json)).toContain('The start date must not be after the end date');
    expect((await admin.call('/api/admin/analytics?period=custom')).status).toBe(400);
    for (const p of ['today', '7d', '30d', '90d']) expect((await report(`period=${p}`)).period).toBe(p);
  });

  it('rolls up every finished day of the last two years in the background, and never today or yesterday', async () => {
    await rollUpPast(t.db, new Date());
    const rolled = await t.db.execute(
      sql`select count(*)::int as n, max(day)::text as last from analytics_rolled_days`,
    );
    const row = (rolled as unknown as { rows: { n: number; last: string }[] }).rows[0]!;
    expect(row.last).toBe(shiftDay(today, -2));
    expect(row.n).toBe(2 * 366 + 1);
  });
});
