import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIERS_TOPIC, orderTopic, type ServerMessage } from '#domain/realtime.ts';
import { courierClient, PIN, type CourierClient } from '#server/test-support/couriers.ts';
import { liveDelivery } from '#server/test-support/live-delivery.ts';
import { eventsOf, expectRefused, expectSubscribed, type TestSocket } from '#server/test-support/realtime.ts';
import { client, newCustomer } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { listenWithRealtime } from '#server/test-support/realtime-app.ts';

// The courier API answers 423 until the session has entered its PIN; realtime follows the same rule.
const DEV_TOKEN = randomBytes(16).toString('hex');
const TTL_MS = 2000;
let clock = new Date('2026-11-23T17:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

const t = useTestApp({ DEV_TOOLS: 'true', DEV_TOKEN }, { now: () => clock });
let live: Awaited<ReturnType<typeof listenWithRealtime>>;
beforeAll(async () => {
  live = await listenWithRealtime(t, {
    limits: { authorizationTtlMs: TTL_MS },
  });
});
afterAll(() => live.close());

type Client = ReturnType<typeof client>;
const socketOf = (c: Client) => live.socket(c.jar);

const pool = () =>
  t.services.bus.publish(COURIERS_TOPIC, { kind: 'orders.available', at: clock.toISOString() });
const refusal = (topic: string) => (m: ServerMessage) => m.topic === topic && m.type === 'error';
const notAllowed = (topic: string) => ({ type: 'error', topic, message: 'Not allowed' });

/** A second sign-in of the courier: a new session, locked until it enters the PIN. */
async function secondSession(courier: CourierClient) {
  const email = (await courier.call('/api/session')).json!.user.email as string;
  const phone = client(t.app);
  const res = await phone.call('/api/session/sign-in', {
    method: 'POST',
    body: { email, password: newCustomer().password },
  });
  expect(res.status).toBe(200);
  return phone;
}

async function poolReaches(socket: TestSocket) {
  await pool();
  await socket.next((m) => m.type === 'event' && m.topic === COURIERS_TOPIC);
}

describe('courier realtime needs the PIN', () => {
  it('a session without the PIN cannot follow the pool; after the PIN it can; after locking it is ended and refused', async () => {
    const courier = await courierClient(t);
    const phone = await secondSession(courier);
    const [mine, theirs] = await Promise.all([socketOf(courier), socketOf(phone)]);
    await expectSubscribed(mine, COURIERS_TOPIC);
    await expectRefused(theirs, COURIERS_TOPIC);

    const verify = await phone.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect(verify.status).toBe(200);
    await expectSubscribed(theirs, COURIERS_TOPIC);
    await poolReaches(theirs);

    expect((await phone.call('/api/courier/lock', { method: 'POST' })).status).toBe(200);
    expect(await theirs.next(refusal(COURIERS_TOPIC))).toEqual(notAllowed(COURIERS_TOPIC));
    const before = eventsOf(theirs, COURIERS_TOPIC).length;
    await poolReaches(mine);
    expect(eventsOf(theirs, COURIERS_TOPIC)).toHaveLength(before);
    await expectRefused(theirs, COURIERS_TOPIC);
    mine.ws.close();
    theirs.ws.close();
  });

  it('a courier without a PIN yet is refused, and follows the pool once it sets one', async () => {
    const courier = await courierClient(t, { pin: null });
    const socket = await socketOf(courier);
    await expectRefused(socket, COURIERS_TOPIC);
    expect((await courier.call('/api/courier/pin', { method: 'POST', body: { pin: PIN } })).status).toBe(200);
    await expectSubscribed(socket, COURIERS_TOPIC);
    socket.ws.close();
  });

  it('a session idle for 30 minutes loses the pool within the TTL and cannot follow it again', async () => {
    const courier = await courierClient(t);
    const socket = await socketOf(courier);
    await expectSubscribed(socket, COURIERS_TOPIC);
    tick(31 * 60_000);
    expect(await socket.next(refusal(COURIERS_TOPIC), TTL_MS * 2)).toEqual(notAllowed(COURIERS_TOPIC));
    await expectRefused(socket, COURIERS_TOPIC);
    expect((await courier.call('/api/courier/manifest')).status).toBe(423);
    socket.ws.close();
  });

  it('a new PIN set on one device ends the courier topics of its other sessions, not its own', async () => {
    const courier = await courierClient(t);
    const phone = await secondSession(courier);
    await phone.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    const [mine, theirs] = await Promise.all([socketOf(courier), socketOf(phone)]);
    await expectSubscribed(mine, COURIERS_TOPIC);
    await expectSubscribed(theirs, COURIERS_TOPIC);

    const change = await courier.call('/api/courier/pin/change', {
      method: 'POST',
      body: { currentPin: PIN, pin: '7351' },
    });
    expect(change.status).toBe(200);
    expect(await theirs.next(refusal(COURIERS_TOPIC))).toEqual(notAllowed(COURIERS_TOPIC));
    await poolReaches(mine);
    mine.ws.close();
    theirs.ws.close();
  });

  it("an order's courier follows it only with the PIN entered; its tracking-code holder is not affected", async () => {
    const { courier, orderId, trackingCode } = await liveDelivery(live.origin, t.db, DEV_TOKEN);
    const topic = orderTopic(orderId);
    const [carrier, tracker] = await Promise.all([socketOf(courier), socketOf(client(t.app))]);
    await expectSubscribed(carrier, topic);
    await expectSubscribed(tracker, topic, trackingCode);

    await courier.call('/api/courier/lock', { method: 'POST' });
    expect(await carrier.next(refusal(topic))).toEqual(notAllowed(topic));
    await expectRefused(carrier, topic);
    const status = { kind: 'order.status', orderId, status: 'in_transit', at: clock.toISOString() } as const;
    await t.services.bus.publish(topic, status);
    expect(await tracker.next((m) => m.type === 'event')).toEqual({ type: 'event', topic, event: status });

    await courier.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    await expectSubscribed(carrier, topic);
    carrier.ws.close();
    tracker.ws.close();
  });
});

describe('courier reads of an order need the PIN too', () => {
  it("an order's courier reads it in full only from a session with the PIN entered (423 otherwise)", async () => {
    const { courier, orderId } = await liveDelivery(live.origin, t.db, DEV_TOKEN);
    expect((await courier.call(`/api/orders/${orderId}`)).status).toBe(200);
    await courier.call('/api/courier/lock', { method: 'POST' });
    const locked = await courier.call(`/api/orders/${orderId}`);
    expect(locked.status).toBe(423);
    expect(JSON.stringify(locked.json)).not.toContain('street');
    const phone = await secondSession(courier);
    expect((await phone.call(`/api/orders/${orderId}`)).status).toBe(423);
    await courier.call('/api/courier/pin/verify', { method: 'POST', body: { pin: PIN } });
    expect((await courier.call(`/api/orders/${orderId}`)).status).toBe(200);
  });
});
