import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURIERS_TOPIC, courierTopic, merchantTopic } from '#domain/realtime.ts';
import { DEMO_PASSWORD } from '#server/seed/seed-accounts.ts';
import { courierClient, courierOf } from '#server/test-support/couriers.ts';
import { NOON } from '#server/test-support/access/world.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

type Client = ReturnType<typeof client>;
const t = useTestApp({}, { now: () => NOON });
let owner: Client;
let staff: Client;
let other: Client;
let productId: string;
let variantId: string;

const DEMO = 'merchant@demo.nymnyc.test';
const demoShop = sql`(select merchant_id from merchant_members mm join users u on u.id = mm.user_id
  where u.email = ${DEMO})`;

async function signIn(email: string, password = DEMO_PASSWORD) {
  const c = client(t.app);
  const res = await c.call('/api/session/sign-in', { method: 'POST', body: { email, password } });
  expect(res.status).toBe(200);
  return c;
}

/** A merchant account working in a shop: staff of the demo shop, or owner of another. */
async function member(role: 'staff' | 'owner', email: string) {
  const c = client(t.app);
  const password = 'Harbor-lights-42';
  await c.call('/api/session/sign-up', {
    method: 'POST',
    body: {
      email,
      password,
      confirmPassword: password,
      fullName: 'Sam Shop',
      phone: '7185550177',
      ageConfirmed: true,
    },
  });
  const shopId =
    role === 'staff'
      ? demoShop
      : sql`(select id from merchants where id <> ${demoShop} order by name limit 1)`;
  await t.db.execute(
    sql`update user_roles set role = 'merchant' where user_id = (select id from users where email = ${email})`,
  );
  await t.db.execute(sql`insert into merchant_members (user_id, merchant_id, role)
    values ((select id from users where email = ${email}), ${shopId}, ${role})`);
  return signIn(email, password);
}

const stock = async () =>
  (
    await sqlRows<{ stock: number }>(t.db, sql`select stock from product_variants where id = ${variantId}`)
  )[0]!.stock;

/** A guest order of one unit of the demo shop's product, pending. */
async function place(fullName = 'Dana Whitfield') {
  const guest = client(t.app);
  const email = `shop.${crypto.randomUUID()}@example.test`;
  const res = await guest.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      ...BROOKLYN_GUEST,
      fullName,
      email,
      items: [{ productId, selectedWeight: 'unit', quantity: 2 }],
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  return { ...(res.json as { order: { id: string; orderNumber: string } }).order, email };
}

const step = (c: Client, id: string, action: string, body: unknown = {}) =>
  c.call(`/api/merchant/orders/${id}/${action}`, { method: 'POST', body });

beforeAll(async () => {
  const [row] = await sqlRows<{ product_id: string; variant_id: string }>(
    t.db,
    sql`select p.id as product_id, v.id as variant_id from products p join product_variants v on v.product_id = p.id
      where p.merchant_id = ${demoShop} and p.is_active and v.label = 'unit' order by v.stock desc limit 1`,
  );
  productId = row!.product_id;
  variantId = row!.variant_id;
  await t.db.execute(sql`update product_variants set stock = 500 where id = ${variantId}`);
  [owner, staff, other] = await Promise.all([
    signIn(DEMO),
    member('staff', 'counter.staff@example.test'),
    member('owner', 'other.owner@example.test'),
  ]);
});

describe('the board', () => {
  it("shows the shop's new order with the customer's first name and last initial, never to another shop", async () => {
    const order = await place('Dana Marie Whitfield');
    const board = (await owner.call('/api/merchant/orders')).json as { active: Record<string, unknown>[] };
    const card = board.active.find((o) => o.id === order.id)!;
    expect(card).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'pending',
      column: 'new',
      customer: 'Dana W.',
      itemCount: 2,
      isAsap: true,
      windowLabel: 'ASAP',
      held: false,
      courier: null,
    });
    expect(card.linesSummary).toMatch(/^2 × .+ \(unit\)$/);
    expect(JSON.stringify(card)).not.toMatch(/Court Street|7185550111|example\.test|1988/);
    const theirs = (await other.call('/api/merchant/orders')).json as { active: { id: string }[] };
    expect(theirs.active.map((o) => o.id)).not.toContain(order.id);
  });

  it("answers another shop's order exactly like a missing one, and changes nothing", async () => {
    const order = await place();
    const missing = { error: { code: 'not_found', message: 'Order not found' } };
    for (const res of [
      await other.call(`/api/merchant/orders/${order.id}`),
      await step(other, order.id, 'accept'),
      await step(other, order.id, 'reject', { reason: 'An item is out of stock' }),
      await owner.call('/api/merchant/orders/00000000-0000-4000-8000-000000000000'),
      await owner.call('/api/merchant/orders/not-an-id'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual(missing);
    }
    const detail = await owner.call(`/api/merchant/orders/${order.id}`);
    expect((detail.json as { order: { status: string } }).order.status).toBe('pending');
  });
});

describe('working an order', () => {
  it('lets staff accept, prepare and hand it over, refusing steps out of order', async () => {
    const order = await place();
    const early = await step(staff, order.id, 'ready');
    expect(early.status).toBe(409);
    expect(early.json).toEqual({
      error: { code: 'invalid_transition', message: 'An order cannot go from pending to ready' },
    });
    const acceptedAt: (string | null)[] = [];
    for (const [action, status] of [
      ['accept', 'confirmed'],
      ['start-preparing', 'preparing'],
      ['ready', 'ready'],
    ] as const) {
      const res = await step(staff, order.id, action);
      expect(res.status).toBe(200);
      const card = (res.json as { order: { status: string; acceptedAt: string | null } }).order;
      expect(card.status).toBe(status);
      acceptedAt.push(card.acceptedAt);
    }
    // The card's timer counts from the shop's yes, which later steps do not move.
    expect(acceptedAt[0]).toEqual(expect.any(String));
    expect(new Set(acceptedAt).size).toBe(1);
    const again = await step(staff, order.id, 'accept');
    expect(again.status).toBe(409);
    const late = await step(owner, order.id, 'reject', { reason: 'An item is out of stock' });
    expect(late.status).toBe(409);
    expect((late.json as { error: { message: string } }).error.message).toBe(
      'This order is already ready for pickup; ask our team to cancel it',
    );
    const detail = (await owner.call(`/api/merchant/orders/${order.id}`)).json as {
      order: { lines: Record<string, unknown>[]; events: { status: string; actorRole: string }[] };
    };
    expect(detail.order.lines[0]).toMatchObject({ quantity: 2, limitCategory: expect.any(String) });
    expect(detail.order.lines[0]!.netGramsTotal).toBeCloseTo(
      (detail.order.lines[0]!.netGramsEach as number) * 2,
    );
    expect(detail.order.events.map((e) => `${e.status}:${e.actorRole}`)).toEqual(
      expect.arrayContaining(['confirmed:merchant', 'preparing:merchant', 'ready:merchant']),
    );
  });

  it('shows a held order as held and refuses to work it', async () => {
    const order = await place();
    await t.db.execute(sql`update orders set held_at = now() where id = ${order.id}`);
    const board = (await owner.call('/api/merchant/orders')).json as {
      active: { id: string; held: boolean }[];
    };
    expect(board.active.find((o) => o.id === order.id)!.held).toBe(true);
    const res = await step(owner, order.id, 'accept');
    expect(res.status).toBe(409);
    expect((res.json as { error: { code: string } }).error.code).toBe('held_for_review');
  });

  it('rejects with a reason: cancelled, stock back, the customer told why', async () => {
    const before = await stock();
    const order = await place();
    expect(await stock()).toBe(before - 2);
    for (const [body, message] of [
      [{}, 'Give a reason for rejecting the order'],
      [{ reason: ' x ' }, 'The reason must be at least 3 characters'],
      [{ reason: 'x'.repeat(301) }, 'The reason must be at most 300 characters'],
    ] as const) {
      const res = await step(owner, order.id, 'reject', body);
      expect(res.status).toBe(400);
      expect((res.json as { error: { message: string } }).error.message).toBe(message);
    }
    const res = await step(staff, order.id, 'reject', { reason: 'An item is out of stock' });
    expect(res.status).toBe(200);
    expect((res.json as { order: { status: string; column: null } }).order).toMatchObject({
      status: 'cancelled',
      column: null,
    });
    expect(await stock()).toBe(before);
    const [mail] = await sqlRows<{ body: string }>(
      t.db,
      sql`select body from notifications_outbox where to_address = ${order.email} and channel = 'email'
        order by id desc limit 1`,
    );
    expect(mail!.body).toContain(
      `Order ${order.orderNumber} was cancelled.\nReason: An item is out of stock.`,
    );
    const board = (await owner.call('/api/merchant/orders')).json as { finishedToday: { id: string }[] };
    expect(board.finishedToday.map((o) => o.id)).toContain(order.id);
  });
});

/** Every event published on `topic` from now on. */
function listen(topic: string) {
  const seen: Record<string, unknown>[] = [];
  const stop = t.services.bus.subscribe(topic, (event) => void seen.push(event as Record<string, unknown>));
  return { seen, stop };
}

describe('live', () => {
  it("tells the shop's topic of a new order and of each step, the courier's topic and the pool of ready", async () => {
    const courier = await courierClient(t, { vehicle: 'car' });
    const shopId = (await sqlRows<{ id: string }>(t.db, sql`select ${demoShop} as id`))[0]!.id;
    const shop = listen(merchantTopic(shopId));
    const order = await place();
    await step(owner, order.id, 'accept');
    await step(owner, order.id, 'start-preparing');
    await courier.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} });
    const own = listen(courierTopic((await courierOf(t, courier.userId)).id));
    const pool = listen(COURIERS_TOPIC);
    await step(owner, order.id, 'ready');
    const kinds = shop.seen.filter((e) => e.orderId === order.id).map((e) => `${e.kind}:${e.status ?? ''}`);
    expect(kinds).toEqual([
      'order.created:',
      'order.status:confirmed',
      'order.status:preparing',
      'order.courier:',
      'order.status:ready',
    ]);
    expect(own.seen).toContainEqual(
      expect.objectContaining({ kind: 'order.status', orderId: order.id, status: 'ready' }),
    );
    expect(pool.seen).toContainEqual(expect.objectContaining({ kind: 'orders.available' }));
    for (const l of [shop, own, pool]) l.stop();
  });
});

describe('the courier', () => {
  it('shows on the card with an ETA to the shop, and sees the order ready on their manifest', async () => {
    const courier = await courierClient(t, { vehicle: 'bike' });
    const order = await place();
    await step(owner, order.id, 'accept');
    await step(owner, order.id, 'start-preparing');
    const taken = await courier.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} });
    expect(taken.status).toBe(200);
    await t.db.execute(sql`update couriers set current_lat = s.lat + 0.01, current_lng = s.lng,
      location_updated_at = now() from merchants s where s.id = ${demoShop} and couriers.user_id = ${courier.userId}`);
    const card = (
      (await owner.call('/api/merchant/orders')).json as {
        active: { id: string; courier: { name: string; vehicleType: string; etaMinutes: number } | null }[];
      }
    ).active.find((o) => o.id === order.id)!;
    expect(card.courier).toEqual({
      name: 'Test Courier',
      vehicleType: 'bike',
      etaMinutes: expect.any(Number),
    });
    expect(card.courier!.etaMinutes).toBeGreaterThan(0);
    expect((await step(owner, order.id, 'ready')).status).toBe(200);
    const manifest = (await courier.call('/api/courier/manifest')).json as {
      deliveries: { id: string; status: string }[];
    };
    expect(manifest.deliveries.find((d) => d.id === order.id)!.status).toBe('ready');
  });
});

describe('the pick list', () => {
  const lab = (product: unknown, batch: string, testedAt: string) => sql`insert into lab_results
    (product_id, lab_name, lab_license, batch_number, tested_at, pesticides_pass, heavy_metals_pass,
     microbials_pass, residual_solvents_pass)
    values (${product}, 'Kaycha Labs NY', 'OCM-LAB-0001', ${batch}, ${testedAt}, true, true, true, true)
    returning id`;
  const batches = async (orderId: string) =>
    (
      (await owner.call(`/api/merchant/orders/${orderId}`)).json as {
        order: { lines: { batchNumber: string | null }[] };
      }
    ).order.lines.map((l) => l.batchNumber);

  it("prints each line's own lot: the one on the shelf, else its product's latest, never another product's", async () => {
    const [older] = await sqlRows<{ id: string }>(t.db, lab(productId, 'PICK-SHELF-0925', '2026-09-25'));
    await sqlRows(t.db, lab(productId, 'PICK-LATEST-1101', '2026-11-01'));
    // The newest lab result of the whole catalog belongs to another shop's product.
    await sqlRows(
      t.db,
      lab(
        sql`(select id from products where merchant_id <> ${demoShop} order by name limit 1)`,
        'ELSEWHERE-1120',
        '2026-11-20',
      ),
    );
    await t.db.execute(sql`update product_variants set lab_result_id = ${older!.id} where id = ${variantId}`);
    const order = await place();
    expect(await batches(order.id)).toEqual(['PICK-SHELF-0925']);

    // No lot recorded on the shelf: the product's own latest result.
    await t.db.execute(sql`update product_variants set lab_result_id = null where id = ${variantId}`);
    expect(await batches(order.id)).toEqual(['PICK-LATEST-1101']);
  });
});
