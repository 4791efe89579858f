import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminOrderFiltersSchema } from '#domain/admin/order-list.ts';
import { coupons } from '#server/db/schema/orders.ts';
import { placeGuestOrder, stockedProduct, staffClients } from '#server/test-support/admin-orders.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const SYSTEM = { role: 'system', userId: null } as const;

const t = useTestApp({}, { now: () => NOON });
let admin: ReturnType<typeof client>;
let support: ReturnType<typeof client>;
type Placed = Awaited<ReturnType<typeof placeGuestOrder>>;
const placed: Placed[] = [];
let courierUserId: string;
let merchantId: string;

interface Row {
  id: string;
  orderNumber: string;
  status: string;
  totalCents: number;
  createdAt: string;
  courierName: string | null;
  borough: string;
  paymentMethod: string;
}
const list = async (query: string, as = admin) => {
  const res = await as.call(`/api/admin/orders?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { orders: Row[]; nextCursor: string | null };
};
const ids = async (query: string) => (await list(`${query}&limit=100`)).orders.map((o) => o.id).sort();
const idsOf = (...indexes: number[]) => indexes.map((i) => placed[i]!.id).sort();

/** Every page of a query, following nextCursor. */
async function walk(query: string, limit: number) {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    rows.push(...page.orders);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { rows, pages };
}

beforeAll(async () => {
  ({ admin, support } = await staffClients(t));
  const { productId } = await stockedProduct(t);
  await t.db.insert(coupons).values({ code: 'ZEPHYR5', kind: 'fixed', value: 500 });
  // Seven orders of one shop: quantities 1–3 (equal totals tie, for the keyset's id tie-break), two in Brooklyn,
  // two paid by debit, one with a coupon.
  for (let i = 0; i < 7; i += 1) {
    const brooklyn = i === 1 || i === 4;
    placed.push(
      await placeGuestOrder(
        t,
        productId,
        {
          fullName: `Zephyr Quill${i}`,
          email: `zephyr.${i}@example.test`,
          phone: `(917) 555-01${10 + i}`,
          paymentMethod: i % 3 === 2 ? 'debit' : 'cash',
          ...(brooklyn ? { street: '12 Court Street', zip: '11201' } : {}),
          ...(i === 6 ? { couponCode: 'zephyr5' } : {}),
        },
        (i % 3) + 1,
      ),
    );
  }
  await t.services.orders.transition(placed[0]!.id, 'confirmed', SYSTEM);
  await t.services.orders.transition(placed[1]!.id, 'confirmed', SYSTEM);
  for (const to of ['confirmed', 'preparing', 'ready'] as const) {
    await t.services.orders.transition(placed[2]!.id, to, SYSTEM);
  }
  const courier = await courierClient(t);
  courierUserId = courier.userId;
  const accepted = await courier.call(`/api/courier/orders/${placed[2]!.id}/accept`, {
    method: 'POST',
    body: {},
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  const [row] = (
    (await t.db.execute(sql`select merchant_id from orders where id = ${placed[0]!.id}`)) as unknown as {
      rows: { merchant_id: string }[];
    }
  ).rows;
  merchantId = row!.merchant_id;
});

describe('GET /api/admin/orders', () => {
  it('walks every page once, newest first, with no duplicate and no gap', async () => {
    const { rows, pages } = await walk('q=zephyr', 2);
    expect(pages).toBe(4);
    expect(rows.map((r) => r.id).sort()).toEqual(idsOf(0, 1, 2, 3, 4, 5, 6));
    const times = rows.map((r) => r.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    const oldest = await walk('q=zephyr&sort=created_asc', 3);
    expect(oldest.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it('sorts by total both ways across pages, ties broken by id', async () => {
    for (const sort of ['total_asc', 'total_desc']) {
      const { rows } = await walk(`q=zephyr&sort=${sort}`, 2);
      expect(new Set(rows.map((r) => r.id)).size).toBe(7);
      const totals = rows.map((r) => r.totalCents);
      const sorted = totals.toSorted((a, b) => a - b);
      expect(totals).toEqual(sort === 'total_asc' ? sorted : sorted.reverse());
    }
  });

  it('filters by status (one or several), shop, borough, courier, dates, payment and coupon', async () => {
    expect(await ids('q=zephyr&status=confirmed')).toEqual(idsOf(0, 1));
    expect(await ids('q=zephyr&status=confirmed&status=ready')).toEqual(idsOf(0, 1, 2));
    expect(await ids('q=zephyr&status=ready,pending')).toEqual(idsOf(2, 3, 4, 5, 6));
    expect(await ids(`q=zephyr&shop=${merchantId}`)).toEqual(idsOf(0, 1, 2, 3, 4, 5, 6));
    expect(await ids('q=zephyr&shop=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await ids('q=zephyr&borough=Brooklyn')).toEqual(idsOf(1, 4));
    expect(await ids(`courier=${courierUserId}`)).toEqual(idsOf(2));
    expect((await list(`courier=${courierUserId}`)).orders[0]!.courierName).toBe('Test Courier');
    expect(await ids('q=zephyr&payment=debit')).toEqual(idsOf(2, 5));
    expect(await ids('coupon=zephyr5')).toEqual(idsOf(6));
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    expect(await ids(`q=zephyr&from=${later}`)).toEqual([]);
    expect(await ids(`q=zephyr&to=${later}`)).toEqual(idsOf(0, 1, 2, 3, 4, 5, 6));
    expect(
      await ids(`q=zephyr&from=${encodeURIComponent('2020-01-01T00:00:00-05:00')}&to=${later}`),
    ).toHaveLength(7);
  });

  it('finds an order by number, tracking code, e-mail, phone or the start of the name', async () => {
    const third = placed[3]!;
    expect(await ids(`q=${third.orderNumber.toLowerCase()}`)).toEqual(idsOf(3));
    expect(await ids(`q=${third.trackingCode}`)).toEqual(idsOf(3));
    expect(await ids('q=ZEPHYR.3@EXAMPLE.TEST')).toEqual(idsOf(3));
    expect(await ids(`q=${encodeURIComponent('(917) 555-0113')}`)).toEqual(idsOf(3));
    expect(await ids(`q=${encodeURIComponent('zephyr quill3')}`)).toEqual(idsOf(3));
    expect(await ids('q=quill')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('zephyr%')}`)).toEqual([]);
  });

  it('answers one row with the columns staff read, to support too', async () => {
    const { orders } = await list(`q=${placed[1]!.orderNumber}`, support);
    expect(orders).toEqual([
      expect.objectContaining({
        id: placed[1]!.id,
        status: 'confirmed',
        customerName: 'Zephyr Quill1',
        email: 'zephyr.1@example.test',
        borough: 'Brooklyn',
        courierName: null,
        paymentMethod: 'cash',
      }),
    ]);
    expect(orders[0]).toHaveProperty('shopName', expect.any(String));
  });

  it('refuses a bad page size, status, date or cursor with the reason', async () => {
    const refused = async (query: string) => {
      const res = await admin.call(`/api/admin/orders?${query}`);
      expect(res.status).toBe(400);
      return res.json!.error.message;
    };
    expect(await refused('limit=101')).toBe('The page size must be at most 100');
    expect(await refused('limit=0')).toBe('The page size must be at least 1');
    expect(await refused('status=lost')).toBe('Choose a valid order status');
    expect(await refused('from=yesterday')).toBe('Enter the start as an ISO date and time');
    expect(await refused('sort=name')).toBe('Choose a valid sort order');
    expect(await refused('cursor=nonsense')).toBe(
      'This page link is no longer valid; start from the first page',
    );
    const { nextCursor } = await list('q=zephyr&limit=2');
    expect(await refused(`sort=total_asc&cursor=${nextCursor}`)).toBe(
      'This page link is no longer valid; start from the first page',
    );
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  const csv = async (query: string, as = admin) => {
    const res = await as.call(`/api/admin/orders/export.csv?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // Every text cell is quoted, so a spreadsheet splitting on ';' or ',' never cuts one.
    expect(res.text.startsWith('"order_number","created_at",')).toBe(true);
    return plainCsv(res.text).trim().split('\n');
  };

  it('streams a header and every filtered order, with the accounting columns', async () => {
    const [header, ...rows] = await csv('q=zephyr&borough=Brooklyn&sort=created_asc');
    expect(header).toBe(
      'order_number,created_at,status,shop,borough,customer_name,customer_email,payment_method,payment_status,' +
        'subtotal,discount_kind,discount,coupon_code,delivery_fee,excise_tax,tip,total,courier,delivered_at,cancelled_at',
    );
    expect(rows.map((r) => r.split(',')[0])).toEqual([placed[1]!.orderNumber, placed[4]!.orderNumber]);
    const cells = rows[0]!.split(',');
    expect(cells.slice(2, 9)).toEqual([
      'confirmed',
      cells[3],
      'Brooklyn',
      'Zephyr Quill1',
      'zephyr.1@example.test',
      'cash',
      'due_at_door',
    ]);
    expect(cells[16]).toMatch(/^\d+\.\d\d$/);
  });

  it('exports for support too, and applies the coupon filter', async () => {
    expect(await csv('q=zephyr', support)).toHaveLength(8);
    const [, only] = await csv('coupon=ZEPHYR5');
    expect(only!.split(',').slice(10, 13)).toEqual(['coupon', '5.00', 'ZEPHYR5']);
  });

  it('reads the set in keyset batches, each order once', async () => {
    const filters = AdminOrderFiltersSchema.parse({ q: 'zephyr', sort: 'total_desc' });
    const batches = [];
    for await (const batch of t.services.orders.staff.batches(filters, 2))
      batches.push(batch.map((r) => r.id));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2, 1]);
    expect(batches.flat().sort()).toEqual(idsOf(0, 1, 2, 3, 4, 5, 6));
  });

  it('refuses bad filters as the list does', async () => {
    const res = await admin.call('/api/admin/orders/export.csv?status=lost');
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe('Choose a valid order status');
  });
});
