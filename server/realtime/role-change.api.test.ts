import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_TOPIC, type ServerMessage } from '#domain/realtime.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { expectSubscribed, type TestSocket } from '#server/test-support/realtime.ts';
import { listenWithRealtime } from '#server/test-support/realtime-app.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// An open socket holds only the roles its account holds now: a role withdrawn reaches it before the next event.
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({}, { now: () => clock });
let live: Awaited<ReturnType<typeof listenWithRealtime>>;
beforeAll(async () => {
  live = await listenWithRealtime(t);
});
afterAll(() => live.close());

type Client = Awaited<ReturnType<typeof staffClient>>;
const socketOf = (c: Client) => live.socket(c.jar);
const fleetEvents = (socket: TestSocket) =>
  socket.messages
    .map(({ message }) => message)
    .filter((m: ServerMessage) => m.type === 'event' && m.topic === FLEET_TOPIC);

async function postPosition(courier: Awaited<ReturnType<typeof courierClient>>, lat: number) {
  tick();
  const res = await courier.call('/api/courier/location', { method: 'POST', body: { lat, lng: -74 } });
  expect(res.status).toBe(200);
}

describe('a role withdrawn from an open socket', () => {
  it('support subscribed to fleet, role withdrawn: no further fleet event arrives', async () => {
    const admin = await staffClient(t, 'admin');
    const support = await staffClient(t, 'support');
    const watcher = await staffClient(t, 'support');
    const courier = await courierClient(t);
    const socket = await socketOf(support);
    const control = await socketOf(watcher);
    await expectSubscribed(socket, FLEET_TOPIC);
    await expectSubscribed(control, FLEET_TOPIC);

    await postPosition(courier, 40.71);
    await socket.next((m) => m.type === 'event' && m.topic === FLEET_TOPIC);

    const withdrawn = await admin.call(`/api/admin/users/${support.userId}/roles/support`, {
      method: 'DELETE',
    });
    expect(withdrawn.status).toBe(200);
    const before = fleetEvents(socket).length;

    // The next positions reach the support member who still holds the role, and never the one who lost it.
    await postPosition(courier, 40.72);
    await control.next(
      (m) => m.type === 'event' && m.topic === FLEET_TOPIC && 'lat' in m.event && m.event.lat === 40.72,
    );
    await postPosition(courier, 40.73);
    await control.next(
      (m) => m.type === 'event' && m.topic === FLEET_TOPIC && 'lat' in m.event && m.event.lat === 40.73,
    );
    expect(fleetEvents(socket).length).toBe(before);
    expect(socket.messages.map(({ message }) => message)).toContainEqual({
      type: 'error',
      topic: FLEET_TOPIC,
      message: 'Not allowed',
    });
  });

  it('the periodic re-check reads the roles again, even when no change was announced', async () => {
    const support = await staffClient(t, 'support');
    const courier = await courierClient(t);
    const socket = await socketOf(support);
    await expectSubscribed(socket, FLEET_TOPIC);
    // Withdrawn behind the store's back (another tool, a restore): nothing is published.
    await t.db.execute(sql`delete from user_roles where user_id = ${support.userId}`);
    live.hub.recheckAll();
    await socket.next((m) => m.type === 'error' && m.topic === FLEET_TOPIC);
    await postPosition(courier, 40.74);
    expect(
      fleetEvents(socket).filter((m) => m.type === 'event' && 'lat' in m.event && m.event.lat === 40.74),
    ).toEqual([]);
  });

  it('a session that ended behind its back closes the socket at the re-check (1008)', async () => {
    const support = await staffClient(t, 'support');
    const socket = await socketOf(support);
    await expectSubscribed(socket, FLEET_TOPIC);
    await t.db.execute(sql`delete from sessions where user_id = ${support.userId}`);
    live.hub.recheckAll();
    expect(await socket.closed).toBe(1008);
  });
});
