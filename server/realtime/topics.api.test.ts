import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import {
  ADMIN_ORDERS_TOPIC,
  COURIERS_TOPIC,
  orderTopic,
  SESSIONS_TOPIC,
  type RealtimeEvent,
} from '#domain/realtime.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const DEV_TOKEN = 'topics-test-dev-token-0123456789';
/** A Monday noon in New York: the shops are open. */
const NOON = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => NOON });
let product: Product;
beforeAll(async () => {
  const catalog = (await client(t.app).call('/api/products')).json!.products as Product[];
  product = catalog.find((p) => p.variants.some((v) => v.label === 'unit' && v.stock >= 10))!;
});

async function placeGuestOrder() {
  const res = await client(t.app).call('/api/checkout', {
    method: 'POST',
    body: { ...BROOKLYN_GUEST, items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }] },
    headers: { 'idempotency-key': `topics-test-${Date.now()}` },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  return res.json!.order as { id: string; orderNumber: string };
}

describe('the admin orders topic', () => {
  it('carries every order placed and every status change', async () => {
    const seen: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(ADMIN_ORDERS_TOPIC, (e) => seen.push(e));
    const order = await placeGuestOrder();
    const advanced = await client(t.app).call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      body: {},
      headers: { 'x-dev-token': DEV_TOKEN },
    });
    expect(advanced.status).toBe(200);
    stop();
    const mine = seen.filter((e) => 'orderId' in e && e.orderId === order.id);
    expect(mine.map((e) => (e.kind === 'order.status' ? `${e.kind}:${e.status}` : e.kind))).toEqual([
      'order.created',
      'order.status:pending',
      `order.status:${advanced.json!.order.status}`,
    ]);
  });

  it('is followed by admin and support only', async () => {
    const may = (roles: ('customer' | 'courier' | 'merchant' | 'support' | 'admin')[]) =>
      t.services.topics.authorize(ADMIN_ORDERS_TOPIC, { userId: 'someone', roles });
    expect(await may(['admin'])).toBe(true);
    expect(await may(['support'])).toBe(true);
    for (const role of ['customer', 'courier', 'merchant'] as const)
      expect(await may([role]), role).toBe(false);
    expect(await t.services.topics.authorize(ADMIN_ORDERS_TOPIC, { userId: null, roles: [] })).toBe(false);
  });
});

describe('the topic registry', () => {
  it('lets support follow any order, and nobody subscribe to sessions or to a name it does not know', async () => {
    const order = await placeGuestOrder();
    const support = { userId: 'a-support-agent', roles: ['support' as const] };
    expect(await t.services.topics.authorize(orderTopic(order.id), support)).toBe(true);
    const admin = { userId: 'an-admin', roles: ['admin' as const] };
    expect(await t.services.topics.authorize(SESSIONS_TOPIC, admin)).toBe(false);
    expect(await t.services.topics.authorize('orders:all', admin)).toBe(false);
    expect(await t.services.topics.authorize(COURIERS_TOPIC, admin)).toBe(false);
  });
});
