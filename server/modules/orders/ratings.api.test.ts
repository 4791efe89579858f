import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminCourierDetailSchema } from '#domain/admin/couriers-views.ts';
import { AdminOrderResponseSchema } from '#domain/admin/order-detail.ts';
import { formatUsd } from '#domain/money.ts';
import { OrderResponseSchema } from '#domain/orders/order-response.ts';
import { TrackingResponseSchema } from '#domain/orders/tracking-response.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const NOON = new Date('2026-11-23T17:00:00Z');
const DEV_TOKEN = 'test-dev-token-0123456789abcdef';
const t = useTestApp({ DEV_TOKEN }, { now: () => NOON });
type Client = ReturnType<typeof client>;
let admin: Client;
let productId: string;
beforeAll(async () => {
  ({ admin } = await staffClients(t));
  ({ productId } = await stockedProduct(t));
});

const advance = (orderNumber: string, to: string) =>
  client(t.app).call(`/api/dev/orders/${orderNumber}/advance`, {
    method: 'POST',
    body: { to },
    headers: { 'x-dev-token': DEV_TOKEN },
  });

/** A signed-in customer's order, taken by a new courier ("Test Courier"), left at `to`. */
async function customerOrder(to: 'ready' | 'in_transit' | 'delivered') {
  const customer = await signedInClient(t.app);
  await customer.call('/api/cart/items', {
    method: 'POST',
    body: { productId, selectedWeight: 'unit', quantity: 1 },
  });
  const order = await placeGuestOrder(t, productId, { items: undefined }, 1, customer);
  expect((await advance(order.orderNumber, 'ready')).status).toBe(200);
  const courier = await courierClient(t);
  const accepted = await courier.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  if (to !== 'ready') expect((await advance(order.orderNumber, to)).status).toBe(200);
  return { order, customer, courier };
}

const rate = (as: Client, orderId: string, body: unknown) =>
  as.call(`/api/orders/${orderId}/rating`, { method: 'POST', body });

describe('POST /api/orders/:id/rating', () => {
  it('the owner rates a delivered order and its courier once; staff see it on the order page', async () => {
    const { order, customer, courier } = await customerOrder('delivered');
    const res = await rate(customer, order.id, {
      orderStars: 4,
      courierStars: 5,
      comment: '  Quick and kind ',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { order: rated } = OrderResponseSchema.parse(res.json);
    expect(rated.rating).toEqual({
      orderStars: 4,
      courierStars: 5,
      comment: 'Quick and kind',
      createdAt: NOON.toISOString(),
    });
    const again = await customer.call(`/api/orders/${order.id}`);
    expect(OrderResponseSchema.parse(again.json).order.rating?.orderStars).toBe(4);

    const twice = await rate(customer, order.id, { orderStars: 1 });
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({
      error: { code: 'already_rated', message: 'You have already rated this order' },
    });

    const staff = await admin.call(`/api/admin/orders/${order.id}`);
    expect(AdminOrderResponseSchema.parse(staff.json).order.rating).toMatchObject({
      orderStars: 4,
      courierStars: 5,
      comment: 'Quick and kind',
    });
    // The courier's page averages the stars of every rated delivery.
    const { courier: me } = (await courier.call('/api/courier/me')).json!;
    const card = await admin.call(`/api/admin/couriers/${me.id}`);
    expect(AdminCourierDetailSchema.parse(card.json).rating).toEqual({ average: 5, count: 1 });
  });

  it('refuses an order not yet delivered, and one that ended without a delivery', async () => {
    const { order, customer } = await customerOrder('in_transit');
    const res = await rate(customer, order.id, { orderStars: 5 });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: { code: 'not_delivered', message: 'You can rate an order once it has been delivered' },
    });
    expect((await advance(order.orderNumber, 'delivered')).status).toBe(200);
    expect((await rate(customer, order.id, { orderStars: 5 })).status).toBe(201);
  });

  it('another customer gets the 404 of a missing order, a visitor a 401, a courier a 404', async () => {
    const { order, courier } = await customerOrder('delivered');
    const stranger = await signedInClient(t.app);
    const other = await rate(stranger, order.id, { orderStars: 1, comment: 'not mine' });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ error: { code: 'not_found', message: 'Order not found' } });
    expect((await rate(client(t.app), order.id, { orderStars: 1 })).status).toBe(401);
    expect((await rate(courier, order.id, { orderStars: 5 })).status).toBe(404);
    const staff = await admin.call(`/api/admin/orders/${order.id}`);
    expect(AdminOrderResponseSchema.parse(staff.json).order.rating).toBeNull();
  });

  it('validates the stars and the comment with the messages shown', async () => {
    const { order, customer } = await customerOrder('delivered');
    for (const body of [
      {},
      { orderStars: 0 },
      { orderStars: 6 },
      { orderStars: 4.5 },
      { orderStars: 5, courierStars: 9 },
    ]) {
      const res = await rate(customer, order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.json as { error: { message: string } }).error.message).toContain('Choose 1 to 5 stars');
    }
    const long = await rate(customer, order.id, { orderStars: 5, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((long.json as { error: { message: string } }).error.message).toContain(
      'Keep the comment under 500 characters',
    );
    // Nothing was stored by the refusals: the real rating still goes through.
    expect((await rate(customer, order.id, { orderStars: 3 })).status).toBe(201);
  });
});

describe('what the customer is told while it is on its way', () => {
  it('names the shop and the courier by first name only, and the ETA follows the courier', async () => {
    const { order, courier } = await customerOrder('ready');
    const before = TrackingResponseSchema.parse(
      (await client(t.app).call(`/api/track/${order.trackingCode}`)).json,
    );
    expect(before.order.progress).toMatchObject({ courierName: 'Test', vehicleType: 'bike', courier: null });
    expect(before.order.progress.shopName).toEqual(expect.any(String));

    expect((await advance(order.orderNumber, 'in_transit')).status).toBe(200);
    const far = await courier.call('/api/courier/location', {
      method: 'POST',
      body: { lat: 40.75, lng: -73.99 },
    });
    expect(far.status, JSON.stringify(far.json)).toBe(200);
    const moving = TrackingResponseSchema.parse(
      (await client(t.app).call(`/api/track/${order.trackingCode}`)).json,
    );
    const courierNow = moving.order.progress.courier!;
    expect(courierNow.distanceKm).toBeGreaterThan(0);
    expect(courierNow.etaMinutes).toBeGreaterThan(0);
    expect(JSON.stringify(moving)).not.toContain('Test Courier');
  });
});

describe('the receipt e-mailed on delivery', () => {
  it('itemises the lines, the excise as charged, the fees and the total, to a signed-in customer by default', async () => {
    const { order } = await customerOrder('delivered');
    const [mail] = await sqlRows<{ body: string; subject: string }>(
      t.db,
      sql`select body, subject from notifications_outbox
          where channel = 'email' and template = 'order-delivered' and payload->>'orderId' = ${order.id}`,
    );
    const [row] = await sqlRows<{ excise_cents: number; total_cents: number }>(
      t.db,
      sql`select excise_cents, total_cents from orders where id = ${order.id}`,
    );
    expect(mail?.body).toContain('Receipt');
    expect(mail?.body).toMatch(/1 × .+: \$\d+\.\d\d/);
    expect(mail?.body).toContain(`Cannabis excise (13%): ${formatUsd(row!.excise_cents)}`);
    expect(mail?.body).toContain(`Total: ${formatUsd(row!.total_cents)}`);
    expect(mail?.body).toMatch(/Payment: .+/);
  });
});
