import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog.ts';
import { TrackingResponseSchema } from '#domain/orders/tracking-response.ts';
import { coupons } from '#server/db/schema/orders.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';

const t = useTestApp({ DEV_TOKEN }, { now: () => NOON });
let catalog: Product[];
beforeAll(async () => {
  catalog = (await client(t.app).call('/api/products')).json!.products;
});

let n = 0;
type Client = ReturnType<typeof client>;

function body(overrides: Record<string, unknown> = {}) {
  const product = catalog.find((p) => p.category === 'edibles' && p.variants[0]!.stock >= 10)!;
  return {
    fullName: 'Morgan Ellis Price',
    email: 'morgan.price@example.test',
    phone: '718-555-0110',
    birthDate: '1985-09-30',
    street: '300 Atlantic Avenue',
    apartment: '',
    zip: '11201',
    residential: true,
    deliveryTime: 'asap',
    paymentMethod: 'debit',
    ageAttested: true,
    items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }],
    ...overrides,
  };
}

async function place(c: Client = client(t.app), overrides: Record<string, unknown> = {}) {
  const res = await c.call('/api/checkout', {
    method: 'POST',
    body: body(overrides),
    headers: { 'idempotency-key': `orders-test-${(n += 1)}-${Date.now()}` },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  return res.json!.order;
}

const advance = (reference: string, to?: string, token = DEV_TOKEN) =>
  client(t.app).call(`/api/dev/orders/${reference}/advance`, {
    method: 'POST',
    body: to ? { to } : {},
    headers: { 'x-dev-token': token },
  });

const stockOf = async (productId: string) =>
  (
    await sqlRows<{ stock: number }>(
      t.db,
      sql`select stock from product_variants where product_id = ${productId} and label = 'unit'`,
    )
  )[0]!.stock;

describe('reading orders', () => {
  it('lets only the customer who placed it read it; others get the same 404 as a missing order', async () => {
    const owner = await signedInClient(t.app);
    await owner.call('/api/cart/items', { method: 'POST', body: body().items[0] });
    const order = await place(owner, { items: undefined });
    expect((await owner.call(`/api/orders/${order.id}`)).json!.order.id).toBe(order.id);
    const stranger = await signedInClient(t.app);
    const theirs = await stranger.call(`/api/orders/${order.id}`);
    const missing = await stranger.call(`/api/orders/00000000-0000-4000-8000-000000000000`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
    expect((await stranger.call('/api/orders')).json!.orders).toEqual([]);
    expect((await client(t.app).call(`/api/orders/${order.id}`)).status).toBe(401);
    expect((await owner.call('/api/orders/active')).json!.order.id).toBe(order.id);
  });

  it('finds a tracking code by order number or code plus the e-mail or phone, and nothing with a wrong contact', async () => {
    const order = await place();
    const lookup = (reference: string, contact: string) =>
      client(t.app).call('/api/track/lookup', { method: 'POST', body: { reference, contact } });
    for (const [reference, contact] of [
      [order.orderNumber, 'MORGAN.PRICE@example.test'],
      [order.orderNumber.toLowerCase(), '(718) 555-0110'],
      [order.trackingCode, '7185550110'],
    ]) {
      const res = await lookup(reference!, contact!);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ trackingCode: order.trackingCode });
    }
    const wrong = await lookup(order.orderNumber, 'someone.else@example.test');
    const unknown = await lookup('NYM-ZZZZZZ', 'morgan.price@example.test');
    expect(wrong.status).toBe(404);
    expect(wrong.json!.error.message).toBe('We could not find an order with those details');
    expect(unknown.json).toEqual(wrong.json);
    expect((await lookup('', '')).status).toBe(400);
  });

  it('shows a tracking-code holder the status, window and items but no address, phone or e-mail', async () => {
    const order = await place();
    const res = await client(t.app).call(`/api/track/${order.trackingCode}`);
    expect(res.status).toBe(200);
    expect(() => TrackingResponseSchema.parse(res.json)).not.toThrow();
    const view = res.json!.order;
    expect(view).toMatchObject({ orderNumber: order.orderNumber, status: 'pending', firstName: 'Morgan' });
    expect(Object.keys(view).sort()).toEqual(
      [
        'createdAt',
        'delivery',
        'events',
        'firstName',
        'items',
        'orderId',
        'progress',
        'orderNumber',
        'status',
        'totalCents',
        'trackingCode',
      ].sort(),
    );
    const text = JSON.stringify(res.json);
    for (const secret of ['Atlantic', '11201', '7185550110', '555-0110', 'morgan.price', 'Ellis', '1985']) {
      expect(text).not.toContain(secret);
    }
    expect((await client(t.app).call('/api/track/AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await client(t.app).call('/api/track/bad')).status).toBe(404);
  });
});

describe('realtime topic access', () => {
  it('lets the customer, a tracking-code holder and admins follow an order, nobody else', async () => {
    const owner = await signedInClient(t.app);
    await owner.call('/api/cart/items', { method: 'POST', body: body().items[0] });
    const order = await place(owner, { items: undefined });
    const ownerId = (await owner.call('/api/session')).json!.user.id as string;
    const may = (
      who: { userId: string | null; roles: ('customer' | 'admin' | 'courier')[] },
      code?: string,
    ) => t.services.topics.authorize(`order:${order.id}`, who, code);
    expect(await may({ userId: null, roles: [] }, order.trackingCode)).toBe(true);
    expect(await may({ userId: ownerId, roles: ['customer'] })).toBe(true);
    expect(await may({ userId: 'someone-else', roles: ['admin'] })).toBe(true);
    expect(await may({ userId: null, roles: [] })).toBe(false);
    expect(await may({ userId: null, roles: [] }, 'WRONGCODEWRONGCO')).toBe(false);
    expect(await may({ userId: 'someone-else', roles: ['customer'] })).toBe(false);
    expect(await may({ userId: 'a-courier', roles: ['courier'] })).toBe(false);
    expect(await t.services.topics.authorize('order:not-a-uuid', { userId: ownerId, roles: [] })).toBe(false);
    expect(await t.services.topics.authorize('orders', { userId: ownerId, roles: ['customer'] })).toBe(false);
  });
});

describe('order status', () => {
  it('moves through the delivery path with a timeline, and refuses to go further', async () => {
    const order = await place();
    expect((await advance(order.trackingCode)).json!.order.status).toBe('confirmed');
    expect((await advance(order.orderNumber, 'in_transit')).json!.order.status).toBe('in_transit');
    const track = (await client(t.app).call(`/api/track/${order.trackingCode}`)).json!.order;
    expect(track.events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'in_transit',
    ]);
    expect((await advance(order.orderNumber)).json!.order.status).toBe('delivered');
    const done = await advance(order.orderNumber);
    expect(done.status).toBe(409);
    expect(done.json!.error.message).toMatch(/already delivered/);
  });

  it('refuses the dev tool without its token', async () => {
    const order = await place();
    expect((await advance(order.orderNumber, undefined, 'wrong-token-wrong-token')).status).toBe(403);
    expect((await client(t.app).call(`/api/track/${order.trackingCode}`)).json!.order.status).toBe('pending');
  });

  it('reports no database round trips when counting them is off', async () => {
    const path = '/api/dev/db/round-trips';
    expect(
      (await client(t.app).call(path, { headers: { 'x-dev-token': 'wrong-token-wrong-token' } })).status,
    ).toBe(403);
    const res = await client(t.app).call(path, { headers: { 'x-dev-token': DEV_TOKEN } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ roundTrips: null });
  });

  it('lets the customer cancel before preparing, returns the stock and the coupon use', async () => {
    await t.db.insert(coupons).values({ code: 'CANCELME', kind: 'percent', value: 50, usageLimit: 1 });
    const c = await signedInClient(t.app);
    // A first order with a coupon: the coupon (50%) beats the first-order 10%.
    const product = catalog.find((p) => p.category === 'edibles' && p.variants[0]!.stock >= 10)!;
    await c.call('/api/cart/items', { method: 'POST', body: { productId: product.id, quantity: 2 } });
    const before = await stockOf(product.id);
    const order = await place(c, { items: undefined, couponCode: 'cancelme' });
    expect(order.pricing.discount).toMatchObject({ kind: 'coupon', code: 'CANCELME' });
    expect(await stockOf(product.id)).toBe(before - 2);
    const cancelled = await c.call(`/api/orders/${order.id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json!.order.status).toBe('cancelled');
    expect(cancelled.json!.order.paymentStatus).toBe('voided');
    expect(await stockOf(product.id)).toBe(before);
    const [coupon] = await sqlRows<{ times_used: number }>(
      t.db,
      sql`select times_used from coupons where code = 'CANCELME'`,
    );
    expect(coupon!.times_used).toBe(0);
    expect((await c.call(`/api/orders/${order.id}/cancel`, { method: 'POST' })).status).toBe(409);
  });

  it('refuses a customer cancel once the order is being prepared, and another customer cannot cancel', async () => {
    const c = await signedInClient(t.app);
    await c.call('/api/cart/items', { method: 'POST', body: body().items[0] });
    const order = await place(c, { items: undefined });
    const stranger = await signedInClient(t.app);
    expect((await stranger.call(`/api/orders/${order.id}/cancel`, { method: 'POST' })).status).toBe(404);
    await advance(order.orderNumber, 'preparing');
    const late = await c.call(`/api/orders/${order.id}/cancel`, { method: 'POST' });
    expect(late.status).toBe(409);
    expect(late.json!.error.message).toBe(
      'This order is already being prepared and can no longer be cancelled',
    );
  });

  it('returns stock when an order comes back from the door', async () => {
    const order = await place();
    const productId = order.items[0].productId;
    await advance(order.orderNumber, 'in_transit');
    const before = await stockOf(productId);
    const updated = await t.services.orders.transition(
      order.id,
      'returned',
      { role: 'courier', userId: null },
      'ID check failed',
    );
    expect(updated.status).toBe('returned');
    expect(await stockOf(productId)).toBe(before + 1);
  });

  it('queues the confirmation e-mail with the order and the ID notice, and a delivered e-mail at the end', async () => {
    const order = await place(client(t.app), { email: 'outbox.guest@example.test' });
    await advance(order.orderNumber, 'delivered');
    const messages = await sqlRows<{ channel: string; template: string; body: string }>(
      t.db,
      sql`select channel, template, body from notifications_outbox where to_address = 'outbox.guest@example.test' order by id`,
    );
    expect(messages.map((m) => `${m.channel}:${m.template}`)).toEqual([
      'email:order-confirmed',
      'email:order-delivered',
    ]);
    for (const m of messages) {
      expect(m.body).toContain(order.orderNumber);
      expect(m.body).toContain('Valid ID required at delivery, must be 21+');
    }
    expect(messages[0]!.body).toContain(`/track/${order.trackingCode}`);
  });

  it('publishes every status change on the order topic', async () => {
    const order = await place();
    const seen: string[] = [];
    const stop = t.services.bus.subscribe(`order:${order.id}`, (e) => {
      if (e.kind === 'order.status') seen.push(e.status);
    });
    await advance(order.orderNumber, 'ready');
    stop();
    expect(seen).toEqual(['confirmed', 'preparing', 'ready']);
  });
});
