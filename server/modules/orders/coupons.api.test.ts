import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog.ts';
import { coupons } from '#server/db/schema/orders.ts';
import { client, newCustomer, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const NOON = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({}, { now: () => NOON });
beforeAll(async () => {
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  const rich = products.find((p) => p.variants.some((v) => v.label === 'unit' && v.stock >= 40))!;
  items = [{ productId: rich.id, selectedWeight: 'unit', quantity: 1 }];
});

let items: { productId: string; selectedWeight: string; quantity: number }[];
const guestBody = (overrides: Record<string, unknown>) => ({
  fullName: 'Robin Vale',
  phone: '(212) 555-0190',
  birthDate: '1989-10-02',
  street: '75 Ninth Avenue',
  apartment: '',
  zip: '10011',
  residential: true,
  deliveryTime: 'asap',
  paymentMethod: 'cash',
  ageAttested: true,
  ...overrides,
});
let n = 0;
const order = (email: string, couponCode: string, phone?: string) =>
  client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `coupon-abuse-${(n += 1)}-${Date.now()}` },
    body: guestBody({ email, couponCode, items, ...(phone ? { phone } : {}) }),
  });

/** A signed-in customer with this e-mail and the item in their cart. */
async function member(email: string) {
  const c = client(t.app);
  const body = newCustomer({ email, phone: '(646) 555-0177' });
  expect((await c.call('/api/session/sign-up', { method: 'POST', body })).status).toBe(201);
  await c.call('/api/session/sign-in', { method: 'POST', body: { email, password: body.password } });
  expect((await c.call('/api/cart/items', { method: 'POST', body: items[0] })).status).toBeLessThan(300);
  return (couponCode: string, phone: string) =>
    c.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': `coupon-member-${(n += 1)}-${Date.now()}` },
      body: guestBody({ email, couponCode, phone }),
    });
}

const onceOnly = (code: string) =>
  t.db.insert(coupons).values({ code, kind: 'fixed', value: 300, perCustomerLimit: 1 });

async function uses(code: string) {
  const [row] = await sqlRows<{ times_used: number; redemptions: number; orders: number }>(
    t.db,
    sql`select c.times_used,
               (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions,
               (select count(*)::int from orders o where o.coupon_id = c.id) as orders
          from coupons c where c.code = ${code}`,
  );
  return row!;
}

describe('coupon abuse', () => {
  it('one customer racing 10 checkouts with a once-per-customer coupon gets it once', async () => {
    await t.db.insert(coupons).values({ code: 'ONCEONLY', kind: 'fixed', value: 300, perCustomerLimit: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        order(i % 2 ? 'Racer@Example.test' : 'racer@example.test', 'onceonly'),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.json!.error.message).toMatch(/ONCEONLY/);
    }
    expect(await uses('ONCEONLY')).toEqual({ times_used: 1, redemptions: 1, orders: 1 });
  });

  it('20 customers racing for a coupon limited to 5 uses: exactly 5 orders carry it', async () => {
    await t.db.insert(coupons).values({ code: 'FIRSTFIVE', kind: 'percent', value: 10, usageLimit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(`buyer${i}.${Date.now()}@example.test`, 'FIRSTFIVE')),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    expect(await uses('FIRSTFIVE')).toEqual({ times_used: 5, redemptions: 5, orders: 5 });
  });

  it('a +tag, another case or Gmail dots are the same mailbox, so a once-per-customer code is used once', async () => {
    await onceOnly('ONEMAILBOX');
    const run = Date.now();
    expect((await order(`jo.doe.${run}@gmail.com`, 'ONEMAILBOX', '2125550101')).status).toBe(201);
    for (const [i, email] of [
      `JoDoe.${run}+2@gmail.com`,
      `j.o.d.o.e.${run}+coupon@googlemail.com`,
      `JO.DOE.${run}@GMAIL.COM`,
    ].entries()) {
      const again = await order(email, 'ONEMAILBOX', `212555010${i + 2}`);
      expect(again.status, email).toBe(422);
      expect(again.json!.error.code).toBe('coupon_invalid');
    }
    expect(await uses('ONEMAILBOX')).toEqual({ times_used: 1, redemptions: 1, orders: 1 });
  });

  it('the same phone line under another e-mail is the same customer', async () => {
    await onceOnly('ONEPHONE');
    expect((await order(`phone.a.${Date.now()}@example.test`, 'ONEPHONE', '(718) 555-0142')).status).toBe(
      201,
    );
    const again = await order(`phone.b.${Date.now()}@example.test`, 'ONEPHONE', '718.555.0142');
    expect(again.status).toBe(422);
    expect(await uses('ONEPHONE')).toMatchObject({ times_used: 1, redemptions: 1 });
  });

  it("an account holder's use binds their guest checkouts, and a guest's use binds the account they open", async () => {
    await onceOnly('ONEPERSON');
    const email = `holder.${Date.now()}@example.test`;
    const checkout = await member(email);
    expect((await checkout('ONEPERSON', '9175550131')).status).toBe(201);
    const asGuest = await order(email.replace('@', '+guest@'), 'ONEPERSON', '9175550132');
    expect(asGuest.status).toBe(422);

    await onceOnly('GUESTFIRST');
    const later = `guest.first.${Date.now()}@example.test`;
    expect((await order(later, 'GUESTFIRST', '9175550133')).status).toBe(201);
    const asMember = await (await member(later.toUpperCase()))('GUESTFIRST', '9175550134');
    expect(asMember.status).toBe(422);
    expect(asMember.json!.error.code).toBe('coupon_invalid');
  });
});
