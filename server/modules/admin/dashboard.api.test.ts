import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { insertOrderRow } from '#server/test-support/order-rows.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
type Client = ReturnType<typeof client>;
let support: Client;

beforeAll(async () => {
  support = await staffClient(t, 'support');
});

const order = (ago: string, status: string, delivered: string | null = null) =>
  insertOrderRow(t.db, ago, status, delivered);

const board = async (period = 'today') => {
  const res = await support.call(`/api/admin/dashboard?period=${period}`);
  expect(res.status).toBe(200);
  return res.json!;
};

/** Publishes an order event and settles once it is delivered here (over NOTIFY on PostgreSQL). */
const announce = () =>
  new Promise<void>((resolve) => {
    const off = t.services.bus.subscribe(ADMIN_ORDERS_TOPIC, () => {
      off();
      resolve();
    });
    void t.services.bus.publish(ADMIN_ORDERS_TOPIC, {
      kind: 'order.created',
      orderId: crypto.randomUUID(),
      at: new Date().toISOString(),
    });
  });

describe('the dashboard', () => {
  it('is computed once for everyone until an order is placed or changes', async () => {
    const first = await board();
    await order('1 second', 'pending');
    expect((await board()).current.kpis.orders).toBe(first.current.kpis.orders);
    await announce();
    expect((await board()).current.kpis.orders).toBe(first.current.kpis.orders + 1);
  });

  it('sums the period from the orders placed in it, against the same span a week earlier', async () => {
    const before = await board();
    await order('3 seconds', 'delivered', '1 second');
    await order('2 seconds', 'cancelled');
    await order('1 second', 'pending');
    await order('7 days 3 seconds', 'returned');
    // Rows written straight to the table: announce them as checkout does, which drops the shared dashboard.
    await announce();
    const after = await board();
    const diff = (k: string, span: 'current' | 'previous' = 'current') =>
      after[span].kpis[k] - before[span].kpis[k];
    expect(diff('orders')).toBe(3);
    expect(diff('grossSalesCents')).toBe(20_000);
    expect(diff('discountsCents')).toBe(2000);
    expect(diff('deliveryFeesCents')).toBe(1000);
    expect(diff('exciseCents')).toBe(2340);
    expect(diff('netRevenueCents')).toBe(19_000);
    expect(diff('cancellations')).toBe(1);
    expect(diff('returns', 'previous')).toBe(1);
    expect(diff('orders', 'previous')).toBe(1);
    expect(after.current.kpis.onTimeRate).not.toBeNull();
    expect(after.now.waiting.pending - before.now.waiting.pending).toBe(1);
    expect(after.series.byHour).toHaveLength(24);
    expect(after.series.byDay).toHaveLength(30);
    const orders = (s: { orders: number }[]) => s.reduce((sum, p) => sum + p.orders, 0);
    expect(orders(after.series.byHour) - orders(before.series.byHour)).toBe(3);
    expect(orders(after.series.byDay) - orders(before.series.byDay)).toBe(4);
  });

  it('answers 7d and 30d, and refuses an unknown period', async () => {
    expect((await board('7d')).period).toBe('7d');
    const month = await board('30d');
    expect(new Date(month.previous.to).getTime()).toBe(
      new Date(month.current.to).getTime() - 30 * 86_400_000,
    );
    const bad = await support.call('/api/admin/dashboard?period=year');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Period must be today, 7d or 30d');
  });
});
