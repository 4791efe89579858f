import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carryLimitFor } from '#domain/couriers/rules.ts';
import { courierClient, courierOf, type CourierClient } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Dispatch: who is on shift and what they carry, giving orders to couriers, and the live map's data.
const DEV_TOKEN = 'dispatch-dev-token-0123456789abcdef';
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  [admin, support] = await Promise.all([staffClient(t, 'admin'), staffClient(t, 'support')]);
});

const idOf = async (c: CourierClient) => (await courierOf(t, c.userId)).id;
const assign = (orderId: string, courierId: string, who = admin) =>
  who.call(`/api/admin/dispatch/orders/${orderId}/assign`, { method: 'POST', body: { courierId } });
const manifestIds = async (c: CourierClient) =>
  ((await c.call('/api/courier/manifest')).json!.deliveries as { id: string }[]).map((d) => d.id);
const auditOf = (orderId: string) =>
  sqlRows<{ action: string; actor_role: string; actor_user_id: string; before: unknown; after: unknown }>(
    t.db,
    sql`select action, actor_role, actor_user_id, before, after from audit_logs
        where target_type = 'order' and target_id = ${orderId} order by id`,
  );
const answer = (res: { status: number; json: Record<string, any> | null }) => ({
  status: res.status,
  message: res.json?.error?.message as string,
});

describe('couriers on shift', () => {
  it('lists online couriers with their load against the carry limit and their last position; all=1 adds offline ones', async () => {
    const car = await courierClient(t, { vehicle: 'car' });
    const off = await courierClient(t, { online: false });
    const [carId, offId] = [await idOf(car), await idOf(off)];
    tick();
    const moved = await car.call('/api/courier/location', {
      method: 'POST',
      body: { lat: 40.7, lng: -73.99 },
    });
    expect(moved.status).toBe(200);
    const order = await guestOrder(t.app, DEV_TOKEN);
    expect(
      (await car.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} })).status,
    ).toBe(200);
    const [row] = await sqlRows<{ subtotal_cents: number }>(
      t.db,
      sql`select subtotal_cents from orders where id = ${order.id}`,
    );
    tick(4000);

    const res = await support.call('/api/admin/dispatch/couriers');
    expect(res.status).toBe(200);
    const list = res.json!.couriers as Record<string, any>[];
    expect(list.find((c) => c.id === carId)).toEqual({
      id: carId,
      name: 'Test Courier',
      vehicle: 'car',
      online: true,
      load: { orders: 1, heldCents: row!.subtotal_cents, limitCents: carryLimitFor('car') },
      position: { lat: 40.7, lng: -73.99, at: moved.json!.at as string, ageSeconds: 4 },
      canTakeMore: true,
    });
    expect(list.some((c) => c.id === offId)).toBe(false);

    const all = (await admin.call('/api/admin/dispatch/couriers?all=1')).json!.couriers as Record<
      string,
      any
    >[];
    expect(all.find((c) => c.id === offId)).toMatchObject({
      online: false,
      canTakeMore: false,
      position: null,
    });
    expect((await admin.call('/api/admin/dispatch/couriers?all=yes')).status).toBe(400);
  });
});

describe('assigning an order', () => {
  it('gives a waiting order to an online courier: their manifest shows it, with an admin event and an audit row', async () => {
    const courier = await courierClient(t);
    const courierId = await idOf(courier);
    const order = await guestOrder(t.app, DEV_TOKEN);
    const res = await assign(order.id, courierId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'ready',
      courierId,
      previousCourierId: null,
    });
    expect(await manifestIds(courier)).toEqual([order.id]);
    const events = await sqlRows<{ actor_role: string; actor_user_id: string; note: string }>(
      t.db,
      sql`select actor_role, actor_user_id, note from order_events where order_id = ${order.id} order by id`,
    );
    expect(events.at(-1)).toEqual({
      actor_role: 'admin',
      actor_user_id: admin.userId,
      note: 'Courier assigned by dispatch',
    });
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.courier_assigned',
        actor_role: 'admin',
        actor_user_id: admin.userId,
        before: { courierId: null },
        after: { courierId },
      },
    ]);
    // The courier carries on as if they had taken it themselves.
    const picked = await courier.call(`/api/courier/orders/${order.id}/pickup`, { method: 'POST', body: {} });
    expect(picked.json!.delivery.status).toBe('in_transit');
  });

  it('reassigns: the order moves from the old courier to the new one, audited with both', async () => {
    const [first, second] = await Promise.all([courierClient(t), courierClient(t)]);
    const [firstId, secondId] = [await idOf(first), await idOf(second)];
    const order = await guestOrder(t.app, DEV_TOKEN, 'preparing');
    expect(
      (await first.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} })).status,
    ).toBe(200);
    const res = await assign(order.id, secondId);
    expect(res.json).toMatchObject({ status: 'preparing', courierId: secondId, previousCourierId: firstId });
    expect(await manifestIds(first)).toEqual([]);
    expect(await manifestIds(second)).toEqual([order.id]);
    expect((await auditOf(order.id)).at(-1)).toMatchObject({
      action: 'order.courier_reassigned',
      before: { courierId: firstId },
      after: { courierId: secondId },
    });
    expect(answer(await assign(order.id, secondId))).toEqual({
      status: 409,
      message: 'This courier already has this order',
    });
  });

  it('refuses an offline or blocked courier, one at the carry limit, an order in the wrong state, and unknown ids', async () => {
    const offline = await courierClient(t, { online: false });
    const bike = await courierClient(t, { vehicle: 'bike' });
    const order = await guestOrder(t.app, DEV_TOKEN);
    expect(answer(await assign(order.id, await idOf(offline)))).toEqual({
      status: 409,
      message: 'This courier is offline',
    });
    await t.db.execute(
      sql`update orders set subtotal_cents = ${carryLimitFor('bike') + 1} where id = ${order.id}`,
    );
    expect(answer(await assign(order.id, await idOf(bike)))).toEqual({
      status: 409,
      message: 'This courier is at their carry limit',
    });
    const confirmed = await guestOrder(t.app, DEV_TOKEN, 'confirmed');
    expect(answer(await assign(confirmed.id, await idOf(bike)))).toEqual({
      status: 409,
      message: 'This order is confirmed; a courier can be given it once the shop is preparing it',
    });
    const delivered = await guestOrder(t.app, DEV_TOKEN, 'delivered');
    expect(answer(await assign(delivered.id, await idOf(bike)))).toEqual({
      status: 409,
      message: 'This order is already delivered',
    });
    expect(answer(await assign(order.id, crypto.randomUUID()))).toEqual({
      status: 404,
      message: 'Courier not found',
    });
    expect(answer(await assign(crypto.randomUUID(), await idOf(bike)))).toEqual({
      status: 404,
      message: 'Order not found',
    });
    expect(answer(await assign('not-an-id', await idOf(bike)))).toEqual({
      status: 404,
      message: 'Order not found',
    });
    expect((await assign(order.id, 'nobody')).status).toBe(400);
    expect(await auditOf(order.id)).toEqual([]);
  });

  it("holds the store's carry limit from the settings, changed at once: dispatch, the courier's accept and their app", async () => {
    const bike = await courierClient(t, { vehicle: 'bike' });
    const order = await guestOrder(t.app, DEV_TOKEN);
    const subtotal = (
      await sqlRows<{ s: number }>(t.db, sql`select subtotal_cents as s from orders where id = ${order.id}`)
    )[0]!.s;
    const lowered = await admin.call('/api/admin/settings', {
      method: 'PUT',
      body: { carryLimitsCents: { light: subtotal - 1, car: carryLimitFor('car') } },
    });
    expect(lowered.status).toBe(200);
    try {
      expect((await bike.call('/api/courier/me')).json!.courier.carryLimitCents).toBe(subtotal - 1);
      expect(answer(await assign(order.id, await idOf(bike)))).toEqual({
        status: 409,
        message: 'This courier is at their carry limit',
      });
      const accepted = await bike.call(`/api/courier/orders/${order.id}/accept`, {
        method: 'POST',
        body: {},
      });
      expect(accepted.status).toBe(422);
      expect(accepted.json!.error.message).toMatch(/over the \$[\d,.]+ you may carry on a bike/);
    } finally {
      await admin.call('/api/admin/settings', {
        method: 'PUT',
        body: { carryLimitsCents: { light: carryLimitFor('bike'), car: carryLimitFor('car') } },
      });
    }
    expect((await assign(order.id, await idOf(bike))).status).toBe(200);
  });

  it('is for admins: support is refused and nothing changes', async () => {
    const courier = await courierClient(t);
    const order = await guestOrder(t.app, DEV_TOKEN);
    expect(answer(await assign(order.id, await idOf(courier), support))).toEqual({
      status: 403,
      message: 'You do not have access to this',
    });
    expect(await manifestIds(courier)).toEqual([]);
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe('the live map', () => {
  it('shows shops, online couriers with their in-transit orders, and active orders with their courier', async () => {
    const courier = await courierClient(t, { vehicle: 'car' });
    const courierId = await idOf(courier);
    const [carried, waiting] = [
      await guestOrder(t.app, DEV_TOKEN),
      await guestOrder(t.app, DEV_TOKEN, 'confirmed'),
    ];
    await assign(carried.id, courierId);
    await courier.call(`/api/courier/orders/${carried.id}/pickup`, { method: 'POST', body: {} });
    tick();
    await courier.call('/api/courier/location', { method: 'POST', body: { lat: 40.69, lng: -73.98 } });

    const res = await support.call('/api/admin/dispatch/map');
    expect(res.status).toBe(200);
    const map = res.json!;
    expect(map.shops.length).toBeGreaterThan(0);
    expect(map.shops[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(map.couriers.find((c: { id: string }) => c.id === courierId)).toMatchObject({
      vehicle: 'car',
      load: { orders: 1 },
      position: { lat: 40.69, lng: -73.98, ageSeconds: 0 },
      inTransitOrderIds: [carried.id],
    });
    const byId = new Map((map.orders as { id: string }[]).map((o) => [o.id, o]));
    expect(byId.get(carried.id)).toMatchObject({
      number: carried.orderNumber,
      status: 'in_transit',
      courierId,
    });
    expect(byId.get(waiting.id)).toMatchObject({ status: 'confirmed', courierId: null });
    expect(map.ordersTruncated).toBe(false);
    expect(map.mapTileUrl).toEqual(expect.any(String));
  });
});
