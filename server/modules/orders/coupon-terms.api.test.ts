import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { coupons } from '#server/db/schema/orders.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The coupon terms the admin sets, honoured at checkout in the same race-safe path: free delivery, first order
// only, shop and category scope, archived.
const NOON = new Date('2026-11-23T17:00:00Z');
const t = useTestApp({}, { now: () => NOON });
type Line = { productId: string; selectedWeight: string; quantity: number };
let cheap: Line;
let pair: { lines: Line[]; first: Product; second: Product };
let otherShopId: string;

const lineOf = (p: Product): Line => ({
  productId: p.id,
  selectedWeight: p.variants.find((v) => v.stock >= 20)!.label,
  quantity: 1,
});
const priceOf = (p: Product, l: Line) => p.variants.find((v) => v.label === l.selectedWeight)!.priceCents;

beforeAll(async () => {
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  const stocked = products.filter((p) => p.variants.some((v) => v.stock >= 20));
  const low = stocked.find((p) => priceOf(p, lineOf(p)) < 5000)!;
  cheap = lineOf(low);
  const shopOf = (p: Product) => p.shop.id;
  const first = stocked.find((p) =>
    stocked.some((q) => shopOf(q) === shopOf(p) && q.category !== p.category),
  )!;
  const second = stocked.find((q) => shopOf(q) === shopOf(first) && q.category !== first.category)!;
  pair = { lines: [lineOf(first), lineOf(second)], first, second };
  otherShopId = products.find((p) => shopOf(p) !== shopOf(first))!.shop.id;
});

let n = 0;
const guestOrder = (couponCode: string, items: Line[]) =>
  client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `terms-${(n += 1)}-${Date.now()}` },
    body: { ...MANHATTAN_GUEST, email: `terms${n}.${Date.now()}@example.test`, couponCode, items },
  });
async function member() {
  const c = client(t.app);
  const account = newCustomer({ phone: `(646) 555-${String(1000 + (n += 1)).slice(-4)}` });
  await signUpAndSignIn(c, account);
  return (couponCode: string) =>
    c.call('/api/cart/items', { method: 'POST', body: cheap }).then(() =>
      c.call('/api/checkout', {
        method: 'POST',
        headers: { 'idempotency-key': `terms-m-${(n += 1)}-${Date.now()}` },
        body: { ...MANHATTAN_GUEST, email: account.email, phone: account.phone, couponCode },
      }),
    );
}
const add = (code: string, values: Partial<typeof coupons.$inferInsert>) =>
  t.db.insert(coupons).values({ code, kind: 'percent', value: 10, ...values });
const used = async (code: string) =>
  (await sqlRows<{ n: number }>(t.db, sql`select times_used as n from coupons where code = ${code}`))[0]!.n;

describe('coupon terms at checkout', () => {
  it('a free-delivery coupon waives the delivery fee and is counted as used', async () => {
    await add('SHIPFREE', { kind: 'free_delivery', value: 0 });
    const quote = await client(t.app).call('/api/checkout/quote', {
      method: 'POST',
      body: { items: [cheap], zip: '10011', couponCode: 'SHIPFREE' },
    });
    expect(quote.json!.pricing).toMatchObject({ freeDelivery: 'coupon', deliveryFeeCents: 0 });
    const placed = await guestOrder('SHIPFREE', [cheap]);
    expect(placed.status).toBe(201);
    expect(placed.json!.order.pricing.deliveryFeeCents).toBe(0);
    expect(await used('SHIPFREE')).toBe(1);
  });

  it('a first-order-only coupon is refused to a guest and to a customer with an earlier order', async () => {
    await add('WELCOME5', { kind: 'fixed', value: 2000, firstOrderOnly: true });
    const guest = await guestOrder('WELCOME5', [cheap]);
    expect(guest.status).toBe(422);
    expect(guest.json!.error.message).toBe('Sign in to use coupon WELCOME5: it is for a first order only');
    const buy = await member();
    const first = await buy('WELCOME5');
    expect(first.status).toBe(201);
    expect(first.json!.order.pricing.discount).toMatchObject({ kind: 'coupon', code: 'WELCOME5' });
    const again = await buy('WELCOME5');
    expect(again.status).toBe(422);
    expect(again.json!.error.message).toBe('Coupon WELCOME5 is for a first order only');
  });

  it('a coupon scoped to another shop is refused: it does not apply to these products', async () => {
    await add('OTHERSHOP', { shopIds: [otherShopId] });
    const res = await guestOrder('OTHERSHOP', [cheap]);
    expect(res.status).toBe(422);
    expect(res.json!.error.message).toBe('Coupon OTHERSHOP does not apply to these products');
    expect(await used('OTHERSHOP')).toBe(0);
  });

  it('a category coupon discounts only the lines of that category', async () => {
    await add('HALFCAT', { value: 50, categories: [pair.first.category] });
    const res = await guestOrder('HALFCAT', pair.lines);
    expect(res.status).toBe(201);
    const firstLine = priceOf(pair.first, pair.lines[0]!);
    expect(res.json!.order.pricing.discount).toMatchObject({
      code: 'HALFCAT',
      cents: Math.round(firstLine / 2),
    });
  });

  it('an archived coupon is refused like one switched off; a limit of 1 stops the second order', async () => {
    await add('GONE', { archivedAt: NOON });
    expect((await guestOrder('GONE', [cheap])).json!.error.message).toBe(
      'Coupon GONE is no longer available',
    );
    await add('JUSTONE', { usageLimit: 1 });
    expect((await guestOrder('JUSTONE', [cheap])).status).toBe(201);
    const second = await guestOrder('JUSTONE', [cheap]);
    expect(second.status).toBe(422);
    expect(second.json!.error.message).toBe('Coupon JUSTONE has reached its usage limit');
  });
});
