import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import { carryLimitFor } from '#domain/couriers/rules.ts';
import { SESSIONS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { courierClient, courierOf, PIN, type CourierClient } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

// The staff couriers screens: the list with load and rates, one courier in full, and the admin's actions on them.
const DEV_TOKEN = 'couriers-dev-token-0123456789abcdef';
const clock = new Date('2026-11-23T17:00:00Z');

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  [admin, support] = await Promise.all([staffClient(t, 'admin'), staffClient(t, 'support')]);
});

const idOf = async (c: CourierClient) => (await courierOf(t, c.userId)).id;
const post = (who: { call: CourierClient['call'] }, path: string, body: unknown = {}) =>
  who.call(path, { method: 'POST', body });
const refusal = (res: { status: number; json: Record<string, any> | null }) => ({
  status: res.status,
  message: res.json?.error?.message as string,
});
const auditOf = (courierId: string) =>
  sqlRows<{ action: string; actor_role: string; before: any; after: any; details: any }>(
    t.db,
    sql`select action, actor_role, before, after, details from audit_logs
        where target_type = 'courier' and target_id = ${courierId} and actor_role = 'admin' order by id`,
  );
/** A courier holding one ready order (accepted), with its couriers.id and the order. */
async function carrying(vehicle: 'bike' | 'car' = 'bike') {
  const c = await courierClient(t, { vehicle });
  const order = await guestOrder(t.app, DEV_TOKEN);
  expect((await post(c, `/api/courier/orders/${order.id}/accept`)).status).toBe(200);
  return { c, id: await idOf(c), order };
}

describe('the courier list', () => {
  it('shows load against the limit, position age, deliveries today and 30-day rates; filters and searches', async () => {
    const { c, id, order } = await carrying();
    await t.db.execute(sql`update couriers set full_name = 'Zelda Quist', phone = '9175550142',
      location_updated_at = ${new Date(clock.getTime() - 90_000).toISOString()}::timestamptz,
      current_lat = 40.7, current_lng = -73.99 where id = ${id}`);
    // Two earlier orders of theirs: one delivered in its window today, one refused at the door and returned.
    const earlier = await guestOrder(t.app, DEV_TOKEN);
    const refused = await guestOrder(t.app, DEV_TOKEN);
    await t.db.execute(sql`update orders set courier_user_id = ${c.userId}, status = 'delivered',
      delivered_at = ${clock.toISOString()}::timestamptz, window_end = ${clock.toISOString()}::timestamptz + interval '1 hour'
      where id = ${earlier.id}`);
    await t.db.execute(
      sql`update orders set courier_user_id = ${c.userId}, status = 'returned', restocked_at = now() where id = ${refused.id}`,
    );
    const [held] = await sqlRows<{ s: number }>(
      t.db,
      sql`select subtotal_cents as s from orders where id = ${order.id}`,
    );

    const res = await support.call('/api/admin/couriers?q=zelda');
    expect(res.status).toBe(200);
    expect(res.json!.couriers).toEqual([
      {
        id,
        name: 'Zelda Quist',
        phone: '9175550142',
        vehicle: 'bike',
        online: true,
        deactivatedAt: null,
        load: { orders: 1, heldCents: held!.s, limitCents: carryLimitFor('bike') },
        positionAgeSeconds: 90,
        deliveriesToday: 1,
        acceptanceRate: 0.5,
        onTimeRate: 1,
      },
    ]);
    const ids = async (q: string) =>
      ((await admin.call(`/api/admin/couriers?${q}`)).json!.couriers as { id: string }[]).map((r) => r.id);
    expect(await ids('q=555014')).toContain(id);
    expect(await ids('q=zelda&online=0')).toEqual([]);
    expect(await ids('q=zelda&vehicle=car')).toEqual([]);
    expect(await ids('q=zelda&status=deactivated')).toEqual([]);
    expect(await ids('q=zelda&status=active&vehicle=bike&online=1')).toEqual([id]);
  });

  it('pages by name with a cursor and refuses a forged one', async () => {
    await Promise.all([courierClient(t), courierClient(t), courierClient(t)]);
    const first = await admin.call('/api/admin/couriers?limit=2');
    expect(first.json!.couriers).toHaveLength(2);
    const next = await admin.call(`/api/admin/couriers?limit=2&cursor=${first.json!.nextCursor as string}`);
    const seen = [...first.json!.couriers, ...next.json!.couriers].map((r: { id: string }) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(refusal(await admin.call('/api/admin/couriers?cursor=abc'))).toEqual({
      status: 400,
      message: 'This page link is no longer valid; start from the first page',
    });
    expect(refusal(await admin.call('/api/admin/couriers?vehicle=boat')).message).toBe(
      'Choose a valid vehicle',
    );
  });
});

describe('one courier', () => {
  it('has profile, shifts, the manifest and the route to the shop then the door', async () => {
    const { id, order } = await carrying();
    await t.db.execute(sql`update couriers set current_lat = 40.69, current_lng = -73.99,
      location_updated_at = ${clock.toISOString()}::timestamptz where id = ${id}`);
    const res = await support.call(`/api/admin/couriers/${id}`);
    expect(res.status).toBe(200);
    const body = res.json!;
    expect(body.courier).toMatchObject({
      id,
      online: true,
      commissionRate: 30,
      pinSetAt: expect.any(String),
    });
    expect(body.shifts).toEqual([
      { startedAt: expect.any(String), endedAt: null, minutes: expect.any(Number), deliveries: 0 },
    ]);
    expect(body.manifest.deliveries.map((d: { id: string }) => d.id)).toEqual([order.id]);
    expect(body.route.map((s: { kind: string }) => s.kind)).toEqual(['pickup', 'dropoff']);
    expect(body.route[0].etaMinutes).toEqual(expect.any(Number));
    expect(refusal(await admin.call('/api/admin/couriers/00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      message: 'Courier not found',
    });
  });

  it('lists deliveries in keyset pages and earnings by period with a payout CSV', async () => {
    const { c, id, order } = await carrying();
    const second = await guestOrder(t.app, DEV_TOKEN);
    await t.db.execute(sql`update orders set courier_user_id = ${c.userId}, status = 'delivered',
      delivered_at = ${clock.toISOString()}::timestamptz where id = ${second.id}`);
    await t.db
      .execute(sql`insert into courier_earnings (courier_id, order_id, subtotal_cents, commission_rate,
      commission_cents, tip_cents, total_cents, earned_at)
      values (${id}, ${second.id}, 5000, 30, 1500, 300, 1800, ${clock.toISOString()}::timestamptz)`);
    const first = await admin.call(`/api/admin/couriers/${id}/deliveries?limit=1`);
    const next = await admin.call(
      `/api/admin/couriers/${id}/deliveries?limit=1&cursor=${first.json!.nextCursor as string}`,
    );
    const seen = [...first.json!.deliveries, ...next.json!.deliveries].map(
      (d: { orderId: string }) => d.orderId,
    );
    expect(seen.toSorted()).toEqual([order.id, second.id].toSorted());
    expect(next.json!.nextCursor).toBeNull();

    const earnings = await support.call(`/api/admin/couriers/${id}/earnings?period=today`);
    expect(earnings.json).toMatchObject({
      period: 'today',
      from: '2026-11-23',
      to: '2026-11-23',
      totals: { deliveries: 1, subtotalCents: 5000, commissionCents: 1500, tipCents: 300, totalCents: 1800 },
    });
    const csv = await admin.call(
      `/api/admin/couriers/${id}/payouts.csv?period=custom&from=2026-11-01&to=2026-11-30`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="payouts-2026-11-01-to-2026-11-30.csv"',
    );
    expect(plainCsv(csv.text).split('\n')[0]).toBe(
      'courier,order_number,delivered_at,subtotal,commission_rate,commission,tip,payout',
    );
    expect(plainCsv(csv.text)).toContain('TOTAL 2026-11-01 to 2026-11-30,,50.00,,15.00,3.00,18.00');
    expect(refusal(await admin.call(`/api/admin/couriers/${id}/earnings?period=custom`)).message).toBe(
      'Choose the first and the last day',
    );
  });
});

describe('admin actions', () => {
  it('changes the commission rate with an audit row; support may not; out of range is refused', async () => {
    const c = await courierClient(t);
    const id = await idOf(c);
    expect(refusal(await post(support, `/api/admin/couriers/${id}/commission`, { rate: 40 })).status).toBe(
      403,
    );
    expect(refusal(await post(admin, `/api/admin/couriers/${id}/commission`, { rate: 101 }))).toEqual({
      status: 400,
      message: 'The commission must be between 0 and 100',
    });
    const res = await post(admin, `/api/admin/couriers/${id}/commission`, { rate: 42.5 });
    expect(res.json!.courier.commissionRate).toBe(42.5);
    expect(await auditOf(id)).toEqual([
      {
        action: 'courier.commission_changed',
        actor_role: 'admin',
        before: { commissionRate: 30 },
        after: { commissionRate: 42.5 },
        details: { name: 'Test Courier' },
      },
    ]);
  });

  it('changes the vehicle and its carry limit; refuses one the current load would exceed, and the same one', async () => {
    const { id, order } = await carrying('car');
    await t.db.execute(
      sql`update orders set subtotal_cents = ${carryLimitFor('bike') + 100} where id = ${order.id}`,
    );
    expect(refusal(await post(admin, `/api/admin/couriers/${id}/vehicle`, { vehicleType: 'bike' }))).toEqual({
      status: 409,
      message: ADMIN_COURIER_MESSAGES.overLoad,
    });
    expect(
      refusal(await post(admin, `/api/admin/couriers/${id}/vehicle`, { vehicleType: 'car' })).message,
    ).toBe(ADMIN_COURIER_MESSAGES.sameVehicle);
    await t.db.execute(sql`update orders set subtotal_cents = 1000 where id = ${order.id}`);
    const res = await post(admin, `/api/admin/couriers/${id}/vehicle`, { vehicleType: 'scooter' });
    expect(res.json!.courier).toMatchObject({
      vehicle: 'scooter',
      load: { limitCents: carryLimitFor('scooter') },
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'courier.vehicle_changed',
      before: { vehicleType: 'car', carryLimitCents: carryLimitFor('car') },
      after: { vehicleType: 'scooter', carryLimitCents: carryLimitFor('scooter') },
    });
  });

  it('resets the PIN: unlocks are deleted, sockets re-checked, and the courier must set a new PIN', async () => {
    const c = await courierClient(t);
    const id = await idOf(c);
    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(SESSIONS_TOPIC, (e) => events.push(e));
    const res = await post(admin, `/api/admin/couriers/${id}/reset-pin`);
    stop();
    expect(res.json!.courier.pinSetAt).toBeNull();
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'sessions.changed', userId: c.userId, sessionId: null }),
    );
    const unlocks = await sqlRows(t.db, sql`select 1 from courier_unlocks where courier_id = ${id}`);
    expect(unlocks).toEqual([]);
    expect(refusal(await c.call('/api/courier/manifest'))).toEqual({
      status: 423,
      message: 'Set up your PIN first',
    });
    expect((await post(c, '/api/courier/pin', { pin: PIN })).status).toBe(200);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'courier.pin_reset',
      after: { pinSetAt: null },
    });
  });

  it('refuses to deactivate a courier carrying orders', async () => {
    const { id } = await carrying();
    expect(refusal(await post(admin, `/api/admin/couriers/${id}/deactivate`, { reason: 'Left us' }))).toEqual(
      {
        status: 409,
        message: ADMIN_COURIER_MESSAGES.carrying,
      },
    );
  });

  it('deactivates: sessions end, the courier cannot go online, then reactivates', async () => {
    const c = await courierClient(t);
    const id = await idOf(c);
    const deactivated = await post(admin, `/api/admin/couriers/${id}/deactivate`, {
      reason: 'Repeated no-shows',
    });
    expect(deactivated.json!.courier).toMatchObject({ online: false, deactivatedAt: expect.any(String) });
    expect((await c.call('/api/courier/me')).status).toBe(401);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'courier.deactivated',
      before: { deactivatedAt: null, isOnline: true },
      details: { reason: 'Repeated no-shows', sessionsEnded: 1 },
    });
    const again = await courierClient(t);
    await t.db.execute(sql`update couriers set deactivated_at = now() where user_id = ${again.userId}`);
    expect((await again.call('/api/courier/me')).json!.courier.deactivated).toBe(true);
    expect(refusal(await post(again, '/api/courier/online', { isOnline: true }))).toEqual({
      status: 403,
      message: ADMIN_COURIER_MESSAGES.deactivated,
    });
    expect(
      refusal(await post(admin, `/api/admin/couriers/${id}/deactivate`, { reason: 'Again' })).message,
    ).toBe(ADMIN_COURIER_MESSAGES.alreadyDeactivated);
    const back = await post(admin, `/api/admin/couriers/${id}/reactivate`);
    expect(back.json!.courier.deactivatedAt).toBeNull();
    expect(refusal(await post(admin, `/api/admin/couriers/${id}/reactivate`)).message).toBe(
      ADMIN_COURIER_MESSAGES.notDeactivated,
    );
  });
});
