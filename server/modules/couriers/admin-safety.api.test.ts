import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INCIDENT_MESSAGES } from '#domain/couriers/incidents.ts';
import { INCIDENTS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { courierClient, courierOf, type CourierClient } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// Delivery safety in the back office: incidents, their moves, the alerts, refused hand-overs and the topic.
const DEV_TOKEN = 'safety-dev-token-0123456789abcdef';
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
let courier: CourierClient;
beforeAll(async () => {
  [admin, support, courier] = await Promise.all([
    staffClient(t, 'admin'),
    staffClient(t, 'support'),
    courierClient(t),
  ]);
});

const report = async (body: Record<string, unknown>) => {
  tick();
  const res = await courier.call('/api/courier/incidents', { method: 'POST', body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!.incident as { id: string };
};
const move = (id: string, body: unknown, who = admin) =>
  who.call(`/api/admin/safety/incidents/${id}/status`, { method: 'POST', body });
const ids = (res: { json: Record<string, any> | null }) =>
  (res.json!.incidents as { id: string }[]).map((i) => i.id);

describe('the incident list', () => {
  it('pages newest first and filters by status, category and date', async () => {
    const a = await report({ category: 'unsafe_location' });
    const b = await report({ category: 'other', notes: 'Dog off the leash' });
    const c = await report({ category: 'unsafe_location' });
    const first = await support.call('/api/admin/safety/incidents?limit=2&category=unsafe_location');
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([c.id, a.id]);
    const all = await admin.call('/api/admin/safety/incidents?limit=2');
    expect(ids(all)).toEqual([c.id, b.id]);
    const next = await admin.call(`/api/admin/safety/incidents?limit=2&cursor=${all.json!.nextCursor}`);
    expect(ids(next)[0]).toBe(a.id);
    const since = new Date(clock.getTime() - 1000).toISOString();
    expect(ids(await admin.call(`/api/admin/safety/incidents?from=${since}`))).toEqual([c.id]);
    expect(ids(await admin.call('/api/admin/safety/incidents?status=resolved'))).not.toContain(c.id);
    const bad = await admin.call('/api/admin/safety/incidents?status=closed');
    expect(bad.status).toBe(400);
    expect(bad.json!.error.message).toBe('Unknown status');
    const one = (await admin.call(`/api/admin/safety/incidents?limit=1`)).json!.incidents[0];
    expect(one).toMatchObject({
      id: c.id,
      courier: { id: (await courierOf(t, courier.userId)).id, name: 'Test Courier', phone: '3475550100' },
    });
  });
});

describe('moving an incident', () => {
  it('goes open → acknowledged → resolved with notes, audited before/after, published, in the trail', async () => {
    const incident = await report({ category: 'aggressive_person' });
    const heard: RealtimeEvent[] = [];
    const off = t.services.bus.subscribe(INCIDENTS_TOPIC, (e) => heard.push(e));
    tick();
    const ack = await move(incident.id, { to: 'acknowledged', note: 'Called the courier' });
    expect(ack.status).toBe(200);
    expect(ack.json!.incident.status).toBe('acknowledged');
    tick();
    const done = await move(incident.id, { to: 'resolved', note: 'Courier safe, shop informed' });
    off();
    expect(done.json!.trail.map((s: Record<string, unknown>) => [s.from, s.to, s.note])).toEqual([
      [null, 'open', ''],
      ['open', 'acknowledged', 'Called the courier'],
      ['acknowledged', 'resolved', 'Courier safe, shop informed'],
    ]);
    expect(done.json!.trail[1].by).toEqual({ id: admin.userId, name: expect.any(String) });
    expect(heard.map((e) => e.kind === 'incident.status' && e.status)).toEqual(['acknowledged', 'resolved']);
    const audit = await sqlRows<{ action: string; actor_user_id: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, actor_user_id, before, after from audit_logs
          where target_type = 'incident' and target_id = ${incident.id} and action = 'incident.status' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'incident.status',
        actor_user_id: admin.userId,
        before: { status: 'open' },
        after: { status: 'acknowledged', note: 'Called the courier' },
      },
      {
        action: 'incident.status',
        actor_user_id: admin.userId,
        before: { status: 'acknowledged' },
        after: { status: 'resolved', note: 'Courier safe, shop informed' },
      },
    ]);
    const detail = await support.call(`/api/admin/safety/incidents/${incident.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json!.incident.status).toBe('resolved');
    expect(typeof detail.json!.mapTileUrl).toBe('string');
  });

  it('refuses wrong steps clearly and writes nothing', async () => {
    const incident = await report({ category: 'unsafe_location' });
    const refused = async (body: unknown, status: number, message: string, who = admin) => {
      const res = await move(incident.id, body, who);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json!.error.message).toBe(message);
    };
    await refused({ to: 'resolved', note: 'Done' }, 409, INCIDENT_MESSAGES.acknowledgeFirst);
    await refused({ to: 'resolved' }, 400, INCIDENT_MESSAGES.resolveNote);
    await refused({ to: 'open' }, 400, 'Choose acknowledged or resolved');
    await refused({ to: 'acknowledged' }, 403, 'You do not have access to this', support);
    expect((await move(incident.id, { to: 'acknowledged' })).status).toBe(200);
    await refused({ to: 'acknowledged' }, 409, INCIDENT_MESSAGES.alreadyAcknowledged);
    expect((await move(incident.id, { to: 'resolved', note: 'Handled' })).status).toBe(200);
    await refused({ to: 'resolved', note: 'Again' }, 409, INCIDENT_MESSAGES.alreadyResolved);
    const missing = await move('00000000-0000-4000-8000-000000000009', { to: 'acknowledged' });
    expect(missing.status).toBe(404);
    expect(missing.json!.error.message).toBe(INCIDENT_MESSAGES.notFound);
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_logs where target_id = ${incident.id} and action = 'incident.status'`,
    );
    expect(row!.n).toBe(2);
  });
});

describe('alerts', () => {
  it('lists open thefts and accidents only, until acknowledged', async () => {
    const theft = await report({ category: 'theft_robbery' });
    const crash = await report({ category: 'vehicle_accident' });
    const other = await report({ category: 'unsafe_location' });
    const alerts = ids(await support.call('/api/admin/safety/alerts'));
    expect(alerts).toEqual(expect.arrayContaining([theft.id, crash.id]));
    expect(alerts).not.toContain(other.id);
    await move(theft.id, { to: 'acknowledged' });
    expect(ids(await admin.call('/api/admin/safety/alerts'))).not.toContain(theft.id);
  });
});

describe('refused hand-overs', () => {
  it('lists each order taken back from the door with its reason, note, courier and time', async () => {
    const order = await guestOrder(t.app, DEV_TOKEN);
    for (const step of ['accept', 'pickup', 'arrived']) {
      const res = await courier.call(`/api/courier/orders/${order.id}/${step}`, { method: 'POST', body: {} });
      expect(res.status, step).toBe(200);
    }
    const back = await courier.call(`/api/courier/orders/${order.id}/return`, {
      method: 'POST',
      body: { reason: 'under_21', note: 'ID showed 2008' },
    });
    expect(back.status).toBe(200);
    // The goods back on the shelf add an event with the same status: still one refused hand-over.
    const restocked = await courier.call(`/api/courier/orders/${order.id}/restock`, {
      method: 'POST',
      body: {},
    });
    expect(restocked.status).toBe(200);
    const page = await support.call('/api/admin/safety/refusals?reason=under_21');
    expect(page.status).toBe(200);
    expect(
      page.json!.refusals.filter((r: { order: { id: string } }) => r.order.id === order.id),
    ).toHaveLength(1);
    expect(page.json!.refusals[0]).toEqual({
      id: expect.any(Number),
      order: { id: order.id, number: order.orderNumber },
      reason: 'under_21',
      note: 'ID showed 2008',
      courier: { id: (await courierOf(t, courier.userId)).id, name: 'Test Courier' },
      at: expect.any(String),
    });
    expect((await admin.call('/api/admin/safety/refusals?reason=no_one_home')).json!.refusals).toEqual([]);
  });

  it('pages newest first, one order per row, without repeating or skipping one', async () => {
    await t.db.execute(sql`insert into order_events (order_id, status, actor_role, note, created_at)
      select id, 'returned', 'courier', 'Nobody at the door', returned_at from orders where status = 'returned'`);
    const all = (await admin.call('/api/admin/safety/refusals?limit=100')).json!.refusals as {
      order: { id: string };
      at: string;
    }[];
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.order.id)).size).toBe(all.length);
    expect(all.map((r) => r.at)).toEqual(
      all
        .map((r) => r.at)
        .toSorted()
        .reverse(),
    );
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { json: { refusals: { order: { id: string } }[]; nextCursor: string | null } } =
        (await admin.call(`/api/admin/safety/refusals?limit=1${cursor ? `&cursor=${cursor}` : ''}`)) as never;
      walked.push(...res.json.refusals.map((r) => r.order.id));
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.map((r) => r.order.id));
    expect((await admin.call('/api/admin/safety/refusals?cursor=nonsense')).status).toBe(400);
  });
});

describe('the incidents topic', () => {
  it('is followed by staff who read incidents only', async () => {
    const may = (
      roles: ('admin' | 'support' | 'merchant' | 'courier' | 'customer')[],
      userId: string | null,
    ) => t.services.topics.authorize(INCIDENTS_TOPIC, { userId, roles });
    expect(await may(['admin'], 'a')).toBe(true);
    expect(await may(['support'], 's')).toBe(true);
    expect(await may(['merchant'], 'm')).toBe(false);
    expect(await may(['courier'], 'c')).toBe(false);
    expect(await may(['customer'], 'u')).toBe(false);
    expect(await may(['admin'], null)).toBe(false);
  });
});
