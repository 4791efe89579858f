import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog.ts';
import { CheckoutQuoteSchema } from '#domain/checkout/quote-response.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { coupons } from '#server/db/schema/orders.ts';
import { createTestApp, client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';

// 12:00 on a Monday in New York: the store is open.
const NOON = new Date('2026-11-23T17:00:00Z');
// 03:00 in New York: closed.
const NIGHT = new Date('2026-11-23T08:00:00Z');

const t = useTestApp({}, { now: () => NOON });
let catalog: Product[];
beforeAll(async () => {
  catalog = (await client(t.app).call('/api/products')).json!.products;
});

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

const edible = () => catalog.find((p) => p.category === 'edibles' && p.variants[0]!.stock >= 5)!;
/** One more of a flower weight than the shelf holds, still within the legal limits (which are checked first). */
const scarce = () => {
  const fits = (v: Product['variants'][number]) => v.stock > 0 && (v.stock + 1) * v.netGrams <= 85.05;
  const product = catalog.find((p) => p.limitCategory === 'flower' && p.variants.some(fits))!;
  const variant = product.variants.find(fits)!;
  return { productId: product.id, selectedWeight: variant.label, quantity: variant.stock + 1 };
};
const flower = () => catalog.find((p) => p.category === 'flower' && p.variants.every((v) => v.stock >= 5))!;

export function guestBody(overrides: Record<string, unknown> = {}) {
  const product = edible();
  return {
    ...MANHATTAN_GUEST,
    note: 'Buzz 4B',
    couponCode: '',
    items: [{ productId: product.id, selectedWeight: 'unit', quantity: 2 }],
    ...overrides,
  };
}

type Client = ReturnType<typeof client>;
const checkout = (c: Client, body: unknown, key: string | null = newKey()) =>
  c.call('/api/checkout', { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });

/** Everything a refused checkout must leave untouched. */
async function snapshot() {
  const rows = await sqlRows<Record<string, number>>(
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
  return rows[0];
}

async function stockOf(productId: string, label: string) {
  const [row] = await t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(sql`${productVariants.productId} = ${productId} and ${productVariants.label} = ${label}`);
  return row!.stock;
}

describe('checkout: guest', () => {
  it('places an order priced by the server, takes stock and hides nothing the buyer needs', async () => {
    const product = edible();
    const before = await stockOf(product.id, 'unit');
    const res = await checkout(client(t.app), guestBody());
    expect(res.status).toBe(201);
    const order = res.json!.order;
    expect(order.orderNumber).toMatch(/^NYM-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.trackingCode).toMatch(/^[2-9A-HJ-NP-Z]{16}$/);
    expect(order.status).toBe('pending');
    const unit = product.prices.unit!;
    const subtotal = unit * 2;
    expect(order.pricing.subtotalCents).toBe(subtotal);
    expect(order.pricing.discount).toBeNull();
    expect(order.pricing.deliveryFeeCents).toBe(subtotal >= 10_000 ? 0 : 1000); // Manhattan
    expect(order.pricing.exciseCents).toBe(Math.floor((subtotal * 1300 + 5000) / 10000));
    expect(order.pricing.totalCents).toBe(
      subtotal + order.pricing.deliveryFeeCents + order.pricing.exciseCents,
    );
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantLabel: 'unit',
        quantity: 2,
        unitPriceCents: unit,
      }),
    ]);
    expect(order.events.map((e: { status: string }) => e.status)).toEqual(['pending']);
    expect(order.address).toMatchObject({ zip: '10011', borough: 'Manhattan' });
    expect(order.phone).toBe('2125550142');
    expect(await stockOf(product.id, 'unit')).toBe(before - 2);
  });

  it('ignores prices sent by the client', async () => {
    const body = guestBody();
    const res = await checkout(client(t.app), { ...body, items: [{ ...body.items[0], price: 1 }] });
    expect(res.status).toBe(400);
  });

  it('requires an Idempotency-Key header', async () => {
    const res = await checkout(client(t.app), guestBody(), null);
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe('The Idempotency-Key header is required');
  });

  it('returns the same order for a replay and 422 for the same key with another body', async () => {
    const c = client(t.app);
    const key = newKey();
    const first = await checkout(c, guestBody({ email: 'replay@example.test' }), key);
    expect(first.status).toBe(201);
    const before = await snapshot();
    const again = await checkout(c, guestBody({ email: 'replay@example.test' }), key);
    expect(again.status).toBe(200);
    expect(again.json!.order.id).toBe(first.json!.order.id);
    expect(again.json!.replayed).toBe(true);
    const changed = await checkout(c, guestBody({ email: 'replay@example.test', note: 'changed' }), key);
    expect(changed.status).toBe(422);
    expect(changed.json!.error.code).toBe('idempotency_mismatch');
    expect(await snapshot()).toEqual(before);
  });

  it("scopes a guest's key to their mailbox and browser: another client can neither block the retry nor read the order", async () => {
    const guest = client(t.app);
    expect((await guest.call('/api/session')).cookies.join(';')).toMatch(/nym\.guest=[^;]+;.*HttpOnly/i);
    const key = newKey();
    const body = guestBody({ email: 'scoped.guest@example.test' });
    const first = await checkout(guest, body, key);
    expect(first.status).toBe(201);

    // Someone who learnt the key: the byte-identical body places their own order, never replays the guest's.
    const stranger = client(t.app);
    await stranger.call('/api/session');
    const copy = await checkout(stranger, body, key);
    expect(copy.status).toBe(201);
    expect(copy.json!.order.id).not.toBe(first.json!.order.id);
    expect(copy.json!.order.trackingCode).not.toBe(first.json!.order.trackingCode);
    // Another body under the same key does not block the guest's retry.
    const other = await checkout(
      client(t.app),
      guestBody({ email: 'scoped.guest@example.test', note: 'x' }),
      key,
    );
    expect(other.status).toBe(201);

    const retry = await checkout(guest, body, key);
    expect(retry.status).toBe(200);
    expect(retry.json!.replayed).toBe(true);
    expect(retry.json!.order.id).toBe(first.json!.order.id);
  });
});

describe('checkout: guests without the browser cookie', () => {
  it('each gets a guest id of its own, so two cookie-less clients never share an Idempotency-Key scope', async () => {
    const key = newKey();
    const body = guestBody({ email: 'no.cookie@example.test' });
    const first = await checkout(client(t.app), body, key);
    expect(first.status).toBe(201);
    expect(first.cookies.join(';')).toMatch(/nym\.guest=[^;]+;.*HttpOnly/i);
    // Another client without a cookie, the same mailbox, key and body: its own order, never the first one's.
    const second = await checkout(client(t.app), body, key);
    expect(second.status).toBe(201);
    expect(second.json!.order.id).not.toBe(first.json!.order.id);
    expect(second.json!.order.trackingCode).not.toBe(first.json!.order.trackingCode);
  });

  it('a client that keeps the cookie it was given replays its own order', async () => {
    const c = client(t.app);
    const key = newKey();
    const body = guestBody({ email: 'kept.cookie@example.test' });
    const first = await checkout(c, body, key);
    const retry = await checkout(c, body, key);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.json!.order.id).toBe(first.json!.order.id);
  });
});

describe('checkout: refusals write nothing', () => {
  const cases: [string, () => Record<string, unknown>, number, RegExp][] = [
    [
      'ZIP 10301 (Staten Island)',
      () => guestBody({ zip: '10301' }),
      422,
      /10301.*Manhattan, Brooklyn and Queens/,
    ],
    [
      'ZIP 07030 (New Jersey)',
      () => guestBody({ zip: '07030' }),
      422,
      /07030.*Manhattan, Brooklyn and Queens/,
    ],
    ['age 20', () => guestBody({ birthDate: '2006-01-15' }), 422, /21 or older.*makes you 20/],
    [
      'over the flower limit',
      () => guestBody({ items: [{ productId: flower().id, selectedWeight: '28g', quantity: 4 }] }),
      422,
      /85\.05 g/,
    ],
    ['more than the stock', () => guestBody({ items: [scarce()] }), 409, /Only \d+ left of .+ \(.+\)/],
    ['an unknown coupon', () => guestBody({ couponCode: 'NOPE' }), 422, /Coupon NOPE was not found/],
    ['an expired coupon', () => guestBody({ couponCode: 'EXPIRED5' }), 422, /Coupon EXPIRED5 has expired/],
    [
      'a window in the past',
      () => guestBody({ deliveryTime: '2026-11-23T15:00:00.000Z' }),
      422,
      /already started/,
    ],
    ['no attestation', () => guestBody({ ageAttested: false }), 400, /You must confirm you are 21 or older/],
  ];

  beforeAll(async () => {
    await t.db.insert(coupons).values({
      code: 'EXPIRED5',
      kind: 'fixed',
      value: 500,
      endsAt: new Date('2026-11-01T00:00:00Z'),
    });
  });

  it.each(cases)('%s', async (_name, body, status, message) => {
    const before = await snapshot();
    const res = await checkout(client(t.app), body());
    expect(res.status).toBe(status);
    expect(res.json!.error.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('ASAP while the store is closed', async () => {
    const night = await createTestApp({}, { now: () => NIGHT });
    try {
      const res = await checkout(client(night.app), guestBody());
      expect(res.status).toBe(422);
      expect(res.json!.error.code).toBe('store_closed');
      expect(res.json!.error.message).toMatch(/only while we are open/);
      const rows = await sqlRows<{ n: number }>(night.db, sql`select count(*)::int as n from orders`);
      expect(rows[0]!.n).toBe(0);
      const quote = await client(night.app).call('/api/checkout/quote', {
        method: 'POST',
        body: { zip: '11217' },
      });
      expect(quote.json!.asapAvailable).toBe(false);
      expect(quote.json!.windows[0].label).toMatch(/^Today, 10:00 AM/);
    } finally {
      await night.close();
    }
  });
});

describe('checkout: the quote contract', () => {
  it('answers guests and members in the one shape the web reads (domain/checkout/quote-response.ts)', async () => {
    const quote = (c: Client, body: unknown) => c.call('/api/checkout/quote', { method: 'POST', body });
    const items = guestBody().items;
    const answers = [
      await quote(client(t.app), { zip: '', items }),
      await quote(client(t.app), { zip: '11201', items }),
      await quote(client(t.app), { zip: '10301', items, couponCode: 'NO-SUCH-CODE' }),
    ];
    const member = await signedInClient(t.app);
    await member.call('/api/cart/items', { method: 'POST', body: items[0] });
    answers.push(await quote(member, { zip: '10011', couponCode: 'FIVEOFF' }));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(() => CheckoutQuoteSchema.parse(res.json)).not.toThrow();
    }
    const [, priced, refused, first] = answers.map((a) => CheckoutQuoteSchema.parse(a.json));
    expect(priced!.pricing).not.toBeNull();
    expect(refused!.zipError).toMatch(/10301/);
    expect(refused!.couponError).toMatch(/NO-SUCH-CODE/);
    expect(first!.firstOrder).toBe(true);
  });
});

describe('checkout: concurrency', () => {
  it('50 concurrent checkouts for a variant with stock 10 make exactly 10 orders and never go negative', async () => {
    const product = catalog.find((p) => p.category === 'edibles' && p.id !== edible().id)!;
    await t.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.productId, product.id));
    const body = (i: number) =>
      guestBody({
        email: `rush${i}@example.test`,
        items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }],
      });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(client(t.app), body(i))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(product.id, 'unit')).toBe(0);
    const rows = await sqlRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(quantity), 0)::int as n from order_items where product_id = ${product.id}`,
    );
    expect(rows[0]!.n).toBe(10);
  });
});

describe('checkout: member', () => {
  it('takes the server cart, gives the first-order discount with free delivery, then clears the cart', async () => {
    const c = await signedInClient(t.app);
    const product = flower();
    await c.call('/api/cart/items', {
      method: 'POST',
      body: { productId: product.id, selectedWeight: '3.5g', quantity: 1 },
    });
    const res = await checkout(c, { ...guestBody({ zip: '11217', saveAddress: true }), items: undefined });
    expect(res.status).toBe(201);
    const { pricing } = res.json!.order;
    const subtotal = product.prices['3.5g']!;
    expect(pricing.discount).toMatchObject({
      kind: 'first_order',
      label: 'First order 10% off',
      cents: Math.floor((subtotal * 1000 + 5000) / 10000),
    });
    expect(pricing.deliveryFeeCents).toBe(0);
    expect((await c.call('/api/cart')).json!.items).toEqual([]);
    expect((await c.call('/api/account')).json!.addresses).toEqual([
      expect.objectContaining({ street: '75 Ninth Avenue', zip: '11217', borough: 'Brooklyn' }),
    ]);
    // The second order is no longer a first order.
    await c.call('/api/cart/items', {
      method: 'POST',
      body: { productId: product.id, selectedWeight: '3.5g', quantity: 1 },
    });
    const second = await checkout(c, { ...guestBody({ zip: '11217' }), items: undefined });
    expect(second.json!.order.pricing.discount).toBeNull();
    expect(second.json!.order.pricing.deliveryFeeCents).toBe(500);
    const mine = await c.call('/api/orders');
    expect(mine.json!.orders).toHaveLength(2);
  });

  it('refuses an empty cart', async () => {
    const c = await signedInClient(t.app);
    const res = await checkout(c, { ...guestBody(), items: undefined });
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toBe('Your cart is empty');
  });
});
