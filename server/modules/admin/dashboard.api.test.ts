import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  client,
  createTestApp,
  newCustomer,
  signUpAndSignIn,
  type TestApp,
} from '#server/test-support/test-app.ts';

let t: TestApp;
type Client = ReturnType<typeof client>;
let support: Client;

beforeAll(async () => {
  t = await createTestApp();
  support = client(t.app);
  const account = newCustomer();
  await signUpAndSignIn(support, account);
  await t.db.execute(
    sql`insert into user_roles (user_id, role) select id, 'support' from users where email = ${account.email}`,
  );
});
afterAll(() => t.close());

let n = 0;
/** One order placed `ago` before now (a Postgres interval), with its figures. */
async function order(ago: string, status: string, delivered: string | null = null) {
  n += 1;
  const key = `dash${n}x${Date.now()}`;
  await t.db.execute(sql`
    insert into orders (order_number, tracking_code, customer_name, email, phone, birth_date, street, zip, borough,
      residential_confirmed, is_asap, window_start, window_end, payment_method, subtotal_cents, discount_cents,
      delivery_fee_cents, excise_cents, total_cents, idempotency_scope, idempotency_key, request_hash, status,
      created_at, delivered_at)
    values (${key}, ${key}, 'Dana Dash', 'dana@example.test', '7185550100', '1990-01-01', '1 Main St', '11201',
      'Brooklyn', true, true, now() - ${ago}::interval, now() - ${ago}::interval + interval '1 hour', 'cash',
      10000, 1000, 500, 1170, 10670, 'test', ${key}, 'h', ${status}, now() - ${ago}::interval,
      ${delivered === null ? null : sql`now() - ${delivered}::interval`})`);
}

const board = async (period = 'today') => {
  const res = await support.call(`/api/admin/dashboard?period=${period}`);
  expect(res.status).toBe(200);
  return res.json!;
};

describe('the dashboard', () => {
  it('sums the period from the orders placed in it, against the same span a week earlier', async () => {
    const before = await board();
    await order('3 seconds', 'delivered', '1 second');
    await order('2 seconds', 'cancelled');
    await order('1 second', 'pending');
    await order('7 days 3 seconds', 'returned');
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
