import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierTopic, FLEET_TOPIC, type ServerMessage } from '#domain/realtime.ts';
import { courierClient, courierOf } from '#server/test-support/couriers.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { expectRefused, expectSubscribed } from '#server/test-support/realtime.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { listenWithRealtime } from '#server/test-support/realtime-app.ts';

// Dispatch's topics: `fleet` (every courier's position and shift) for staff, and each courier's own topic.
const DEV_TOKEN = 'dispatch-topics-dev-token-0123456789';
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms = 1500) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });
let live: Awaited<ReturnType<typeof listenWithRealtime>>;
beforeAll(async () => {
  live = await listenWithRealtime(t);
});
afterAll(() => live.close());

const socketOf = (c: ReturnType<typeof client>) => live.socket(c.jar);
const eventOn = (topic: string, kind: string) => (m: ServerMessage) =>
  m.type === 'event' && m.topic === topic && m.event.kind === kind;

describe('the fleet topic', () => {
  it('is followed by admin and support only', async () => {
    const [admin, support, customer, courier] = await Promise.all([
      staffClient(t, 'admin'),
      staffClient(t, 'support'),
      signedInClient(t.app),
      courierClient(t),
    ]);
    for (const c of [admin, support]) await expectSubscribed(await socketOf(c), FLEET_TOPIC);
    for (const c of [customer, courier, client(t.app)]) await expectRefused(await socketOf(c), FLEET_TOPIC);
    const may = (roles: ('merchant' | 'courier' | 'customer')[]) =>
      t.services.topics.authorize(FLEET_TOPIC, { userId: 'someone', roles });
    expect(await may(['merchant'])).toBe(false);
    expect(await may(['courier', 'customer'])).toBe(false);
    expect(await t.services.topics.authorize(FLEET_TOPIC, { userId: null, roles: ['admin'] })).toBe(false);
  });

  it("brings an admin every courier's position, with or without deliveries, and their going offline", async () => {
    const admin = await staffClient(t, 'admin');
    const courier = await courierClient(t, { vehicle: 'scooter' });
    const courierId = (await courierOf(t, courier.userId)).id;
    const socket = await socketOf(admin);
    await expectSubscribed(socket, FLEET_TOPIC);
    tick();
    const posted = await courier.call('/api/courier/location', {
      method: 'POST',
      body: { lat: 40.71, lng: -74 },
    });
    expect(posted.status).toBe(200);
    const position = await socket.next(
      (m) =>
        eventOn(FLEET_TOPIC, 'fleet.position')(m) &&
        m.type === 'event' &&
        'courierId' in m.event &&
        m.event.courierId === courierId,
    );
    expect(position).toEqual({
      type: 'event',
      topic: FLEET_TOPIC,
      event: {
        kind: 'fleet.position',
        courierId,
        lat: 40.71,
        lng: -74,
        at: posted.json!.at,
        vehicleType: 'scooter',
      },
    });
    await courier.call('/api/courier/online', { method: 'POST', body: { isOnline: false } });
    const shift = await socket.next(eventOn(FLEET_TOPIC, 'fleet.shift'));
    expect(shift).toMatchObject({ event: { kind: 'fleet.shift', courierId, online: false } });
  });
});

describe("a courier's own topic", () => {
  it('is followed by that courier with the PIN entered, and by nobody else', async () => {
    const [courier, other, locked, admin] = await Promise.all([
      courierClient(t),
      courierClient(t),
      courierClient(t, { pin: null }),
      staffClient(t, 'admin'),
    ]);
    const topic = courierTopic((await courierOf(t, courier.userId)).id);
    await expectSubscribed(await socketOf(courier), topic);
    for (const c of [other, admin, client(t.app)]) await expectRefused(await socketOf(c), topic);
    const lockedTopic = courierTopic((await courierOf(t, locked.userId)).id);
    await expectRefused(await socketOf(locked), lockedTopic);
  });

  it('tells the courier live when dispatch gives them an order, and the previous courier when it moves', async () => {
    const [first, second, admin] = await Promise.all([
      courierClient(t),
      courierClient(t),
      staffClient(t, 'admin'),
    ]);
    const [firstId, secondId] = [
      (await courierOf(t, first.userId)).id,
      (await courierOf(t, second.userId)).id,
    ];
    const [firstSocket, secondSocket] = await Promise.all([socketOf(first), socketOf(second)]);
    await expectSubscribed(firstSocket, courierTopic(firstId));
    await expectSubscribed(secondSocket, courierTopic(secondId));
    const order = await guestOrder(t.app, DEV_TOKEN);
    const assign = (courierId: string) =>
      admin.call(`/api/admin/dispatch/orders/${order.id}/assign`, { method: 'POST', body: { courierId } });

    expect((await assign(firstId)).status).toBe(200);
    expect(await firstSocket.next(eventOn(courierTopic(firstId), 'delivery.assigned'))).toMatchObject({
      event: { orderId: order.id },
    });
    expect((await assign(secondId)).status).toBe(200);
    expect(await secondSocket.next(eventOn(courierTopic(secondId), 'delivery.assigned'))).toMatchObject({
      event: { orderId: order.id },
    });
    expect(await firstSocket.next(eventOn(courierTopic(firstId), 'delivery.unassigned'))).toMatchObject({
      event: { orderId: order.id },
    });
  });
});
