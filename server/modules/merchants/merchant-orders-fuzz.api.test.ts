import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { NOON } from '#server/test-support/access/world.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';
import { client, ORIGIN, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Another shop's owner aims every merchant order route at shop A's order, with ids in the path, the query and the
// body: every answer is a refusal that reveals nothing (400 for a malformed body, 404 otherwise), nothing changes.

const t = useTestApp({}, { now: () => NOON });
let cookie: string;
let orderId: string;
let stockBefore: number;
let variantId: string;

const ACTIONS = ['', '/accept', '/start-preparing', '/ready', '/reject'] as const;

beforeAll(async () => {
  const demoShop = sql`(select merchant_id from merchant_members mm join users u on u.id = mm.user_id
    where u.email = 'merchant@demo.nymnyc.test')`;
  const [row] = await sqlRows<{ product_id: string; variant_id: string }>(
    t.db,
    sql`select p.id as product_id, v.id as variant_id from products p join product_variants v on v.product_id = p.id
      where p.merchant_id = ${demoShop} and p.is_active and v.label = 'unit' order by v.stock desc limit 1`,
  );
  variantId = row!.variant_id;
  const placed = await client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: { ...BROOKLYN_GUEST, items: [{ productId: row!.product_id, selectedWeight: 'unit', quantity: 1 }] },
  });
  orderId = (placed.json as { order: { id: string } }).order.id;
  stockBefore = await stock();
  // The demo customer becomes the owner of another shop: the intruder.
  const intruder = client(t.app);
  await t.db.execute(sql`insert into merchant_members (user_id, merchant_id, role)
    select id, (select id from merchants where id <> ${demoShop} order by name limit 1), 'owner'
    from users where email = 'customer@demo.nymnyc.test'`);
  await t.db.execute(sql`update user_roles set role = 'merchant'
    where user_id = (select id from users where email = 'customer@demo.nymnyc.test')`);
  await intruder.call('/api/session/sign-in', {
    method: 'POST',
    body: { email: 'customer@demo.nymnyc.test', password: DEMO_PASSWORD },
  });
  cookie = [...intruder.jar].map(([k, v]) => `${k}=${v}`).join('; ');
});

const stock = async () =>
  (
    await sqlRows<{ stock: number }>(t.db, sql`select stock from product_variants where id = ${variantId}`)
  )[0]!.stock;

describe("another shop's owner", () => {
  it("never reads or moves shop A's order, whatever the path, query or body", async () => {
    const id = fc.oneof(
      fc.constant(() => orderId),
      fc.uuid().map((u) => () => u),
      fc.string({ maxLength: 40 }).map((s) => () => encodeURIComponent(s) || 'x'),
    );
    const body = fc.oneof(
      fc.record({ reason: fc.string({ maxLength: 320 }) }),
      fc.record({
        reason: fc.constant('An item is out of stock'),
        shopId: fc.uuid(),
        orderId: fc.constant(orderId),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTIONS),
        id,
        body,
        fc.boolean(),
        async (action, path, data, query) => {
          const url = `${ORIGIN}/api/merchant/orders/${path()}${action}${query ? `?shopId=${orderId}` : ''}`;
          const res = await t.app.request(url, {
            method: action ? 'POST' : 'GET',
            headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
            body: action ? JSON.stringify(data ?? null) : undefined,
          });
          expect([400, 404]).toContain(res.status);
          const text = await res.text();
          expect(text).not.toContain(orderId);
        },
      ),
      { numRuns: 150, seed: Number(process.env.FUZZ_SEED ?? 0x5eed) },
    );
    const board = await t.app.request(`${ORIGIN}/api/merchant/orders?shopId=${orderId}`, {
      headers: { cookie },
    });
    expect(board.status).toBe(200);
    expect(await board.text()).not.toContain(orderId);
    const [order] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from orders where id = ${orderId}`,
    );
    expect(order!.status).toBe('pending');
    expect(await stock()).toBe(stockBefore);
  });
});
