import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INCIDENT_MESSAGES } from '#domain/couriers/incidents.ts';
import { INCIDENTS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { courierClient, type CourierClient } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// A courier's "Report an incident": what it takes, what it refuses, and what it records.
const DEV_TOKEN = 'incidents-dev-token-0123456789abcdef';
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });

const report = (c: CourierClient, body: unknown) =>
  c.call('/api/courier/incidents', { method: 'POST', body });
const accepted = async (c: CourierClient) => {
  const order = await guestOrder(t.app, DEV_TOKEN);
  const res = await c.call(`/api/courier/orders/${order.id}/accept`, { method: 'POST', body: {} });
  expect(res.status).toBe(200);
  return order;
};

describe('reporting an incident', () => {
  it('records it open with the time, the last known position and the order, audited and published', async () => {
    const courier = await courierClient(t);
    tick();
    await courier.call('/api/courier/location', { method: 'POST', body: { lat: 40.69, lng: -73.98 } });
    const order = await accepted(courier);
    const heard: RealtimeEvent[] = [];
    const off = t.services.bus.subscribe(INCIDENTS_TOPIC, (e) => heard.push(e));
    tick();
    const res = await report(courier, {
      category: 'theft_robbery',
      notes: '  Two men took the bag at the corner  ',
      orderId: order.id,
    });
    off();
    expect(res.status).toBe(201);
    const incident = res.json!.incident;
    expect(incident).toEqual({
      id: expect.any(String),
      category: 'theft_robbery',
      status: 'open',
      notes: 'Two men took the bag at the corner',
      order: { id: order.id, number: order.orderNumber },
      position: { lat: 40.69, lng: -73.98, source: 'last_known' },
      reportedAt: clock.toISOString(),
    });
    expect(heard).toEqual([
      {
        kind: 'incident.created',
        incidentId: incident.id,
        category: 'theft_robbery',
        urgent: true,
        at: clock.toISOString(),
      },
    ]);
    const audit = await sqlRows<{ action: string; actor_role: string; after: unknown }>(
      t.db,
      sql`select action, actor_role, after from audit_logs where target_type = 'incident' and target_id = ${incident.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'incident.reported',
        actor_role: 'courier',
        after: { category: 'theft_robbery', status: 'open', orderId: order.id },
      },
    ]);

    const mine = await courier.call('/api/courier/incidents');
    expect(mine.status).toBe(200);
    expect(mine.json!.incidents).toEqual([incident]);
    expect(mine.json!.orders).toEqual([{ id: order.id, number: order.orderNumber, status: 'ready' }]);
  });

  it("takes the phone's position when sent, and none when there is no position at all", async () => {
    const courier = await courierClient(t);
    const sent = await report(courier, { category: 'unsafe_location', lat: 40.7, lng: -74 });
    expect(sent.status).toBe(201);
    expect(sent.json!.incident.position).toEqual({ lat: 40.7, lng: -74, source: 'device' });
    const none = await report(courier, { category: 'aggressive_person' });
    expect(none.json!.incident).toMatchObject({ position: null, notes: '', order: null });
  });

  it('refuses bad input with the exact message and writes nothing', async () => {
    const courier = await courierClient(t);
    const cases: [unknown, string][] = [
      [{}, INCIDENT_MESSAGES.category],
      [{ category: 'fire' }, INCIDENT_MESSAGES.category],
      [{ category: 'other' }, INCIDENT_MESSAGES.notesRequired],
      [{ category: 'other', notes: '   ' }, INCIDENT_MESSAGES.notesRequired],
      [{ category: 'other', notes: 'x'.repeat(1001) }, INCIDENT_MESSAGES.notesTooLong],
      [{ category: 'unsafe_location', lat: 40.7 }, INCIDENT_MESSAGES.positionPair],
      [{ category: 'unsafe_location', orderId: 'nope' }, INCIDENT_MESSAGES.orderNotYours],
    ];
    for (const [body, message] of cases) {
      const res = await report(courier, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json!.error.message).toBe(message);
    }
    expect((await courier.call('/api/courier/incidents')).json!.incidents).toEqual([]);
  });

  it("refuses another courier's order", async () => {
    const [mine, other] = [await courierClient(t), await courierClient(t)];
    const order = await accepted(other);
    const res = await report(mine, { category: 'id_age_problem', orderId: order.id });
    expect(res.status).toBe(422);
    expect(res.json!.error).toMatchObject({
      code: 'order_not_yours',
      message: 'Choose one of your current or recent deliveries',
      fields: { orderId: 'Choose one of your current or recent deliveries' },
    });
  });

  it('refuses a locked app (423) and a caller who is not a courier', async () => {
    const courier = await courierClient(t);
    expect((await courier.call('/api/courier/lock', { method: 'POST', body: {} })).status).toBe(200);
    const locked = await report(courier, { category: 'unsafe_location' });
    expect(locked.status).toBe(423);
    expect((await courier.call('/api/courier/incidents')).status).toBe(423);
    const customer = await signedInClient(t.app);
    expect((await customer.call('/api/courier/incidents')).status).toBe(403);
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from courier_incidents i join couriers c on c.id = i.courier_id
          where c.user_id = ${courier.userId}`,
    );
    expect(row!.n).toBe(0);
  });
});
