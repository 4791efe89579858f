import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { DEFAULT_PREFERENCES } from '#domain/notifications.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';
import { countingServer } from '#server/test-support/counting-server.ts';
import {
  FAILURE_BODY,
  fakeBrowser,
  fakePushService,
  type FakePushService,
} from '#server/test-support/push-service.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The outbox's push channel end to end: a fake browser subscribes through the API, the order moves through the
// couriers' real path, the outbox worker sends, and the local push service gets what only that browser can read.
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const NOON = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({ DEV_TOKEN }, { now: () => NOON });
let push: FakePushService;
let product: Product;
beforeAll(async () => {
  push = await fakePushService();
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  product = products.find((p) => p.variants.some((v) => v.label === 'unit' && v.stock >= 20))!;
});
afterAll(() => push.close());
beforeEach(async () => {
  // Only this test's messages are due.
  await t.db.execute(sql`update notifications_outbox set status = 'sent' where status <> 'sent'`);
  push.requests.length = 0;
});

type Client = Awaited<ReturnType<typeof signedInClient>>;
const drain = () => t.services.notifications.worker.drain();

async function customer(preferences: Partial<typeof DEFAULT_PREFERENCES> = {}) {
  const c = await signedInClient(t.app);
  const res = await c.call('/api/notification-preferences', {
    method: 'PUT',
    body: { ...DEFAULT_PREFERENCES, ...preferences },
  });
  expect(res.status).toBe(200);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  return Object.assign(c, { userId: user.id });
}

async function subscribe(c: Client, browser = fakeBrowser(), endpoint = push.endpoint()) {
  const res = await c.call('/api/push/subscriptions', {
    method: 'POST',
    body: browser.subscription(endpoint),
  });
  expect(res.status, res.text).toBe(204);
  return { browser, endpoint };
}

let placed = 0;
/** The customer's cart bought and readied by the shop, then accepted by a courier. */
async function acceptedOrder(c: Client) {
  const line = { productId: product.id, selectedWeight: 'unit', quantity: 1 };
  expect((await c.call('/api/cart/items', { method: 'POST', body: line })).status).toBeLessThan(300);
  const res = await c.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `push-${(placed += 1)}-${Date.now()}` },
    body: BROOKLYN_GUEST,
  });
  expect(res.status, res.text).toBe(201);
  const order = res.json!.order as { id: string; orderNumber: string; trackingCode: string };
  const ready = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
    method: 'POST',
    headers: { 'x-dev-token': DEV_TOKEN },
    body: { to: 'ready' },
  });
  expect(ready.status).toBe(200);
  const courier = await courierClient(t);
  expect(
    (await courier.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} })).status,
  ).toBe(200);
  await drain();
  push.requests.length = 0;
  const step = (path: 'pickup' | 'arrived') =>
    courier.call(`/api/courier/orders/${order.id}/${path}`, { method: 'POST', body: {} });
  return { ...order, step };
}

const pushRows = (userId: string) =>
  sqlRows<{ status: string; attempts: number; last_error: string | null; payload: { pushedTo?: string[] } }>(
    t.db,
    sql`select status, attempts, last_error, payload from notifications_outbox where channel = 'push' and to_address = ${userId}
        order by id desc limit 1`,
  );
const subscriptionsOf = (userId: string) =>
  sqlRows<{ id: string; endpoint: string; last_success_at: string | null }>(
    t.db,
    sql`select id, endpoint, last_success_at from push_subscriptions where user_id = ${userId} order by created_at`,
  );

describe('an order going out for delivery', () => {
  it("reaches the customer's browser: 'Your order is out for delivery', its tracking page, VAPID-signed", async () => {
    const c = await customer();
    const { browser, endpoint } = await subscribe(c);
    const order = await acceptedOrder(c);
    expect((await order.step('pickup')).status).toBe(200);
    expect(await drain()).toBeGreaterThan(0);

    const [message] = push.to(endpoint);
    expect(push.requests).toHaveLength(1);
    expect(message!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      urgency: 'normal',
      authorization: expect.stringMatching(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.services.env.vapid.publicKey}$`),
      ),
    });
    expect(message!.body.includes(Buffer.from(order.orderNumber))).toBe(false);
    const payload = browser.read(message!.body);
    expect(payload).toEqual({
      title: 'Your order is out for delivery',
      body: expect.stringContaining(`Order ${order.orderNumber} is picked up and on its way.`),
      url: `/track/${order.trackingCode}`,
      tag: `order-${order.orderNumber}`,
    });
    expect(await pushRows(c.userId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 0 })]);
    const [sub] = await subscriptionsOf(c.userId);
    expect(sub!.last_success_at).not.toBeNull();
  });

  it('wakes the device at once when the driver has arrived (critical only), and the news lasts 10 minutes', async () => {
    const c = await customer({ pushAllUpdates: false, pushCriticalOnly: true });
    const { browser, endpoint } = await subscribe(c);
    const order = await acceptedOrder(c);
    await order.step('pickup');
    await drain();
    expect(push.requests).toEqual([]);
    expect((await order.step('arrived')).status).toBe(200);
    await drain();
    const [message] = push.to(endpoint);
    expect(message!.headers).toMatchObject({ urgency: 'high', ttl: '600' });
    expect(browser.read(message!.body)).toMatchObject({ title: 'Your driver has arrived' });
  });

  it('sends nothing when push is off in the preferences', async () => {
    const c = await customer({ pushEnabled: false });
    await subscribe(c);
    const order = await acceptedOrder(c);
    await order.step('pickup');
    await drain();
    expect(push.requests).toEqual([]);
    expect(await pushRows(c.userId)).toEqual([]);
  });

  it('sends nothing to a blocked account, even a message queued before the block', async () => {
    const c = await customer();
    await subscribe(c);
    const order = await acceptedOrder(c);
    await order.step('pickup');
    await t.db.execute(
      sql`update users set blocked_at = now(), blocked_reason = 'test' where id = ${c.userId}`,
    );
    await drain();
    expect(push.requests).toEqual([]);
    expect(await pushRows(c.userId)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});

describe('what the push service answers', () => {
  it('410 Gone: the subscription is forgotten, and the message counts as sent', async () => {
    const c = await customer();
    const gone = await subscribe(c);
    const kept = await subscribe(c);
    const order = await acceptedOrder(c);
    push.answer(gone.endpoint, [410]);
    await order.step('pickup');
    await drain();
    expect(push.to(gone.endpoint)).toHaveLength(1);
    expect(push.to(kept.endpoint)).toHaveLength(1);
    expect((await subscriptionsOf(c.userId)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    expect(await pushRows(c.userId)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('500: retried with the back-off, only to the browser that missed it, then sent', async () => {
    const c = await customer();
    const fine = await subscribe(c);
    const flaky = await subscribe(c);
    const order = await acceptedOrder(c);
    push.answer(flaky.endpoint, [500, 201]);
    await order.step('pickup');
    await drain();
    const fineSub = (await subscriptionsOf(c.userId)).find((s) => s.endpoint === fine.endpoint);
    const [failed] = await pushRows(c.userId);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'push failed for 1 of 2 devices: push service answered 500',
      payload: { pushedTo: [fineSub!.id] },
    });
    // Not due yet: the back-off holds it.
    expect(await drain()).toBe(0);
    await t.db.execute(
      sql`update notifications_outbox set next_attempt_at = now() where channel = 'push' and status = 'pending'`,
    );
    await drain();
    expect(push.to(fine.endpoint)).toHaveLength(1);
    expect(push.to(flaky.endpoint)).toHaveLength(2);
    expect(flaky.browser.read(push.to(flaky.endpoint)[1]!.body)).toMatchObject({
      title: 'Your order is out for delivery',
    });
    expect(await pushRows(c.userId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('302 to another address on this machine: not followed, a failed send with only the status kept', async () => {
    const inside = await countingServer((_req, res) => res.writeHead(200).end('admin console'));
    try {
      const c = await customer();
      const redirected = await subscribe(c);
      const order = await acceptedOrder(c);
      push.redirect(redirected.endpoint, inside.url('/internal/secret'));
      await order.step('pickup');
      await drain();
      expect(push.to(redirected.endpoint)).toHaveLength(1);
      expect(inside.connections()).toBe(0);
      const [row] = await pushRows(c.userId);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'push failed for 1 of 1 devices: push service answered 302',
      });
      expect(row!.last_error).not.toContain(FAILURE_BODY);
    } finally {
      await inside.close();
    }
  });
});
