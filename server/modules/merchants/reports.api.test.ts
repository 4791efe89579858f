import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SALES_MESSAGES } from '#domain/merchant/reports.ts';
import { OWNER_ONLY_MESSAGE } from '#server/http/middleware/require-shop.ts';
import { demoOwner, shopMemberClient } from '#server/test-support/shop-people.ts';
import { insertSale, salesShops, type ShopVariant } from '#server/test-support/shop-sales.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

const t = useTestApp();
let shops: Awaited<ReturnType<typeof salesShops>>;
const PERIOD = 'from=2024-02-10&to=2024-02-11';
const line = (v: ShopVariant, unitPriceCents: number, quantity = 1) => ({ ...v, unitPriceCents, quantity });

beforeAll(async () => {
  shops = await salesShops(t);
  const [v0, v1] = shops.variants as [ShopVariant, ShopVariant];
  const shopId = shops.shopId;
  // 15% so that the per-order rounding shows: 549.75 → 550, 150.45 → 150, 154.5 → 155.
  await t.db.execute(sql`update merchants set commission_bps = 1500 where id = ${shopId}`);
  // February: New York is UTC−5. The period is Feb 10 and 11, New York days.
  await insertSale(t, { shopId, deliveredAt: '2024-02-11T18:00:00Z', discountCents: 333, exciseCents: 476 }, [
    line(v0, 1999, 2),
  ]);
  await insertSale(t, { shopId, deliveredAt: '2024-02-10T05:00:00Z', exciseCents: 130 }, [line(v1, 1003)]);
  await insertSale(t, { shopId, deliveredAt: '2024-02-11T04:59:59Z', exciseCents: 134 }, [line(v0, 1030)]);
  // Outside the period (Feb 9 23:59 and Feb 12 00:00 in New York), and not delivered.
  await insertSale(t, { shopId, deliveredAt: '2024-02-10T04:59:00Z', exciseCents: 650 }, [line(v0, 5000)]);
  await insertSale(t, { shopId, deliveredAt: '2024-02-12T05:00:00Z', exciseCents: 650 }, [line(v0, 5000)]);
  await insertSale(
    t,
    { shopId, deliveredAt: '2024-02-10T18:00:00Z', exciseCents: 650, status: 'cancelled' },
    [line(v0, 5000)],
  );
  // Another shop's sale on the same day.
  await insertSale(t, { shopId: shops.otherShopId, deliveredAt: '2024-02-10T18:00:00Z', exciseCents: 910 }, [
    line(shops.otherVariants[0]!, 7000),
  ]);
});

describe('GET /api/merchant/reports/sales', () => {
  it("sums the shop's delivered orders by New York delivery day, in integer cents", async () => {
    const owner = await demoOwner(t);
    const res = await owner.call(`/api/merchant/reports/sales?${PERIOD}`);
    expect(res.status).toBe(200);
    const [v0, v1] = shops.variants as [ShopVariant, ShopVariant];
    expect(res.json).toMatchObject({
      from: '2024-02-10',
      to: '2024-02-11',
      commissionBps: 1500,
      totals: {
        orders: 3,
        grossCents: 6031,
        discountCents: 333,
        exciseCents: 740,
        platformCents: 855,
        payoutCents: 6031 - 333 - 855 + 740,
      },
      byDay: [
        {
          day: '2024-02-10',
          orders: 2,
          grossCents: 2033,
          discountCents: 0,
          exciseCents: 264,
          platformCents: 305,
          payoutCents: 1992,
        },
        {
          day: '2024-02-11',
          orders: 1,
          grossCents: 3998,
          discountCents: 333,
          exciseCents: 476,
          platformCents: 550,
          payoutCents: 3591,
        },
      ],
      byProduct: [
        {
          productId: v0.productId,
          variantId: v0.variantId,
          productName: v0.productName,
          units: 3,
          grossCents: 5028,
        },
        {
          productId: v1.productId,
          variantId: v1.variantId,
          productName: v1.productName,
          units: 1,
          grossCents: 1003,
        },
      ],
    });
  });

  it('covers every day of the period, days without deliveries at zero', async () => {
    const owner = await demoOwner(t);
    const res = await owner.call('/api/merchant/reports/sales?from=2024-02-09&to=2024-02-13');
    expect(res.json!.byDay.map((d: { day: string; orders: number }) => [d.day, d.orders])).toEqual([
      ['2024-02-09', 1],
      ['2024-02-10', 2],
      ['2024-02-11', 1],
      ['2024-02-12', 1],
      ['2024-02-13', 0],
    ]);
  });

  it("shows another shop's owner only that shop's numbers, whatever the request names", async () => {
    const other = await shopMemberClient(t, shops.otherShopId, 'owner');
    const res = await other.c.call(`/api/merchant/reports/sales?${PERIOD}&shopId=${shops.shopId}`);
    expect(res.status).toBe(400);
    const own = await other.c.call(`/api/merchant/reports/sales?${PERIOD}`);
    expect(own.json!.totals).toEqual({
      orders: 1,
      grossCents: 7000,
      discountCents: 0,
      exciseCents: 910,
      platformCents: 1400,
      payoutCents: 6510,
    });
    expect(own.json!.byProduct.map((p: { variantId: string }) => p.variantId)).toEqual([
      shops.otherVariants[0]!.variantId,
    ]);
  });

  it('refuses staff: the numbers are the owner’s', async () => {
    const staff = await shopMemberClient(t, shops.shopId, 'staff');
    for (const path of [
      `/api/merchant/reports/sales?${PERIOD}`,
      `/api/merchant/reports/sales.csv?${PERIOD}`,
    ]) {
      const res = await staff.c.call(path);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: { code: 'forbidden', message: OWNER_ONLY_MESSAGE } });
    }
  });

  it.each([
    ['from=2024-02-10', SALES_MESSAGES.bothDates],
    ['from=2024-02-11&to=2024-02-10', SALES_MESSAGES.order],
    ['from=2023-01-01&to=2024-01-02', SALES_MESSAGES.tooLong],
    ['from=2024-02-30&to=2024-03-01', SALES_MESSAGES.badDate],
  ])('refuses %s with a clear message', async (query, message) => {
    const owner = await demoOwner(t);
    const res = await owner.call(`/api/merchant/reports/sales?${query}`);
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe(message);
  });

  it('defaults to the last 30 New York days', async () => {
    const owner = await demoOwner(t);
    const res = await owner.call('/api/merchant/reports/sales');
    expect(res.status).toBe(200);
    expect(res.json!.byDay).toHaveLength(30);
  });
});

describe('GET /api/merchant/reports/sales.csv', () => {
  it('streams the report by day with a total line, named after the shop and the dates', async () => {
    const owner = await demoOwner(t);
    const res = await owner.call(`/api/merchant/reports/sales.csv?${PERIOD}&by=day`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[a-z0-9-]+-sales-by-day-2024-02-10-to-2024-02-11\.csv"$/,
    );
    expect(plainCsv(res.text).trim().split('\n')).toEqual([
      'day,orders,gross,discounts,excise_collected,platform_share,payout',
      '2024-02-10,2,20.33,0.00,2.64,3.05,19.92',
      '2024-02-11,1,39.98,3.33,4.76,5.50,35.91',
      'TOTAL 2024-02-10 to 2024-02-11,3,60.31,3.33,7.40,8.55,55.83',
    ]);
  });

  it('lists products by gross', async () => {
    const owner = await demoOwner(t);
    const res = await owner.call(`/api/merchant/reports/sales.csv?${PERIOD}&by=product`);
    const [v0, v1] = shops.variants as [ShopVariant, ShopVariant];
    const lines = plainCsv(res.text).trim().split('\n');
    expect(lines[0]).toBe('product,variant,units,gross');
    expect(lines[1]).toContain(`,${v0.variantLabel},3,50.28`);
    expect(lines[2]).toContain(`,${v1.variantLabel},1,10.03`);
    expect(lines[3]).toBe('TOTAL 2024-02-10 to 2024-02-11,,4,60.31');
  });

  it('refuses an unknown breakdown', async () => {
    const owner = await demoOwner(t);
    const res = await owner.call(`/api/merchant/reports/sales.csv?${PERIOD}&by=courier`);
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe(SALES_MESSAGES.by);
  });
});
