import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mixedShopsMessage, shopsOf } from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { cartItems } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/orders.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';

// 12:00 on a Monday in New York: the store is open.
const NOON = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({}, { now: () => NOON });
let catalog: Product[];
beforeAll(async () => {
  catalog = (await client(t.app).call('/api/products')).json!.products;
});

let keys = 0;
const newKey = () => `one-shop-${Date.now()}-${(keys += 1)}`;

/** One well-stocked product of each shop, in the order the catalog lists the shops. */
function oneOfEachShop(): Product[] {
  const stocked = catalog.filter((p) => p.variants[0]!.stock >= 5);
  return shopsOf(stocked.map((p) => p.shop)).map((shop) => stocked.find((p) => p.shop.id === shop.id)!);
}
const line = (p: Product, quantity = 1) => ({
  productId: p.id,
  selectedWeight: p.variants[0]!.label,
  quantity,
});
const guestBody = (products: Product[], overrides: Record<string, unknown> = {}) => ({
  ...MANHATTAN_GUEST,
  note: '',
  couponCode: 'FIVEOFF',
  items: products.map((p) => line(p, 2)),
  ...overrides,
});

type Client = ReturnType<typeof client>;
const checkout = (c: Client, body: unknown) =>
  c.call('/api/checkout', { method: 'POST', body, headers: { 'idempotency-key': newKey() } });
const quote = (c: Client, body: unknown) => c.call('/api/checkout/quote', { method: 'POST', body });

/** Everything a refused checkout must leave untouched. */
async function snapshot() {
  const [row] = await sqlRows<Record<string, number>>(
    t.db,
    sql`select
    (select count(*)::int from orders) as orders,
    (select count(*)::int from order_items) as items,
    (select count(*)::int from order_events) as events,
    (select count(*)::int from coupon_redemptions) as redemptions,
    (select coalesce(sum(times_used), 0)::int from coupons) as coupon_uses,
    (select sum(stock)::int from product_variants) as stock,
    (select count(*)::int from cart_items) as cart_lines,
    (select count(*)::int from notifications_outbox) as outbox`,
  );
  return row;
}

describe('one order comes from one shop: guests', () => {
  it('refuses a cart from two shops with 422 mixed_shops, naming both, and writes nothing', async () => {
    const [a, b] = oneOfEachShop();
    const before = await snapshot();
    const res = await checkout(client(t.app), guestBody([a!, b!]));
    expect(res.status).toBe(422);
    expect(res.json!.error.code).toBe('mixed_shops');
    expect(res.json!.error.message).toBe(mixedShopsMessage([a!.shop, b!.shop]));
    expect(res.json!.error.message).toContain(`${a!.shop.name} and ${b!.shop.name}`);
    expect(await snapshot()).toEqual(before);

    // With one shop's items removed the order goes through, and belongs to that shop.
    const placed = await checkout(client(t.app), guestBody([b!], { couponCode: '' }));
    expect(placed.status).toBe(201);
    const [row] = await t.db
      .select({ merchantId: orders.merchantId })
      .from(orders)
      .where(eq(orders.id, placed.json!.order.id));
    expect(row!.merchantId).toBe(b!.shop.id);
  });

  it('names three shops naturally', async () => {
    const [a, b, c] = oneOfEachShop();
    const res = await checkout(client(t.app), guestBody([a!, b!, c!]));
    expect(res.status).toBe(422);
    expect(res.json!.error.message).toContain(`${a!.shop.name}, ${b!.shop.name} and ${c!.shop.name}`);
  });

  it('refuses the quote of a mixed cart the same way', async () => {
    const [a, b] = oneOfEachShop();
    const res = await quote(client(t.app), { zip: '10011', items: [line(a!), line(b!)] });
    expect(res.status).toBe(422);
    expect(res.json!.error).toMatchObject({
      code: 'mixed_shops',
      message: mixedShopsMessage([a!.shop, b!.shop]),
    });
  });
});

describe('one order comes from one shop: members', () => {
  it('refuses a mixed server cart with 422 mixed_shops, keeps the cart and writes nothing', async () => {
    const [a, b] = oneOfEachShop();
    const c = await signedInClient(t.app);
    expect((await c.call('/api/cart/items', { method: 'POST', body: line(a!) })).status).toBe(201);
    // A cart mixed before the rule (or merged at sign-in): the server cart itself refuses to mix.
    const { userId } = (
      await sqlRows<{ userId: string }>(
        t.db,
        sql`select user_id as "userId" from cart_items where product_id = ${a!.id}
          order by created_at desc limit 1`,
      )
    )[0]!;
    await t.db.insert(cartItems).values({ userId, ...line(b!) });

    const before = await snapshot();
    const res = await checkout(c, guestBody([], { items: undefined }));
    expect(res.status).toBe(422);
    expect(res.json!.error).toMatchObject({
      code: 'mixed_shops',
      message: mixedShopsMessage([a!.shop, b!.shop]),
    });
    expect(await snapshot()).toEqual(before);
    expect((await c.call('/api/cart')).json!.items).toHaveLength(2);

    const refused = await quote(c, { zip: '10011' });
    expect(refused.status).toBe(422);
    expect(refused.json!.error.code).toBe('mixed_shops');
  });
});
