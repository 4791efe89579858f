import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH, SESSIONS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import type { Database } from '#server/db/client.ts';
import { createLogger } from '#server/log.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import {
  eventsOf,
  expectRefused,
  expectSubscribed,
  openSocket,
  refusedStatus,
} from '#server/test-support/realtime.ts';
import { createEventBus, type EventBusHandle } from './bus.ts';
import { attachRealtime, type RealtimeDeps } from './hub.ts';

const ORIGIN = 'http://shop.test';
const log = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const position = (i: number): RealtimeEvent => ({
  kind: 'courier.position',
  orderId: 'o1',
  lat: i,
  lng: 0,
  at: new Date().toISOString(),
  etaMinutes: 5,
  distanceKm: 1.2,
  vehicleType: 'bike',
});

const authorize: RealtimeDeps['authorize'] = async (topic, who) =>
  topic.startsWith('open:') ||
  (topic === 'orders' && who.roles.includes('admin')) ||
  // A careless authorize must still not open the internal sessions topic.
  topic === SESSIONS_TOPIC;
const resolveUser: RealtimeDeps['resolveUser'] = async (headers) => {
  const user = headers.get('x-test-user');
  if (user === 'admin') return { userId: 'u-admin', roles: ['admin'] };
  const [userId, sessionId] = user?.split('/') ?? [];
  return userId && sessionId ? { userId, roles: ['customer'], sessionId } : null;
};

let database: Database;
let bus: EventBusHandle;

async function startHub(overrides: Partial<RealtimeDeps> = {}) {
  const server: Server = createServer((_req, res) => res.writeHead(404).end());
  const hub = attachRealtime(server, {
    bus,
    authorize,
    resolveUser,
    allowedOrigin: ORIGIN,
    log,
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    await hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, hub, stop, base: `ws://127.0.0.1:${port}` };
}

let main: Awaited<ReturnType<typeof startHub>>;
beforeAll(async () => {
  database = await openTestDatabase();
  bus = createEventBus(database, log);
  await bus.ready();
  main = await startHub();
});
afterAll(async () => {
  await main.stop();
  await bus.close();
  await database.close();
});

const connect = (headers: Record<string, string> = {}, base = main.base) =>
  openSocket(base, { origin: ORIGIN, headers });
const events = eventsOf;
const subscribed = expectSubscribed;

describe('realtime hub', () => {
  it('refuses an upgrade from a foreign Origin with 403', async () => {
    expect(await refusedStatus(`${main.base}${REALTIME_PATH}`, 'https://evil.test')).toBe(403);
  });

  it('leaves upgrades on other paths to other handlers', async () => {
    const onOther = (req: { url?: string }, socket: Duplex) => {
      if (req.url !== '/elsewhere') return;
      socket.end('HTTP/1.1 418 Teapot\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    };
    main.server.on('upgrade', onOther);
    const status = await refusedStatus(`${main.base}/elsewhere`, 'https://evil.test');
    main.server.off('upgrade', onOther);
    expect(status).toBe(418);
  });

  it('refuses a topic authorize says no to and delivers none of its events', async () => {
    const c = await connect();
    c.send({ type: 'subscribe', topic: 'secret:1' });
    expect(await c.next((m) => m.topic === 'secret:1')).toEqual({
      type: 'error',
      topic: 'secret:1',
      message: 'Not allowed',
    });
    c.send({ type: 'subscribe', topic: 'orders' });
    expect(await c.next((m) => m.topic === 'orders')).toMatchObject({
      type: 'error',
      message: 'Not allowed',
    });
    await subscribed(c, 'open:1');
    await bus.publish('secret:1', position(1));
    await bus.publish<string>('orders', position(2));
    await bus.publish('open:1', position(3));
    await c.next((m) => m.type === 'event');
    expect(events(c, 'secret:1')).toEqual([]);
    expect(events(c, 'orders')).toEqual([]);
    c.ws.close();
  });

  it('resolves the subscriber from the upgrade request headers', async () => {
    const c = await connect({ 'x-test-user': 'admin' });
    await subscribed(c, 'orders');
    c.ws.close();
  });

  it('delivers a published event to an authorized subscriber within 1 s, until it unsubscribes', async () => {
    const c = await connect();
    await subscribed(c, 'open:2');
    const event = position(7);
    await bus.publish('open:2', event);
    expect(await c.next((m) => m.type === 'event')).toEqual({ type: 'event', topic: 'open:2', event });
    c.send({ type: 'unsubscribe', topic: 'open:2' });
    await subscribed(c, 'open:3');
    await bus.publish('open:2', position(8));
    await bus.publish('open:3', position(9));
    await c.next((m) => m.type === 'event' && m.topic === 'open:3');
    expect(events(c, 'open:2')).toEqual([event]);
    c.ws.close();
  });

  it('passes a burst through its rate gate: the first 10 in order, the rest merged, the newest state last', async () => {
    const c = await connect();
    await subscribed(c, 'open:burst');
    for (let i = 1; i <= 50; i++) {
      await bus.publish('open:burst', position(i));
      await sleep(2);
    }
    const last = await c.next(
      (m) => m.type === 'event' && m.event.kind === 'courier.position' && m.event.lat === 50,
      3000,
    );
    expect(last).toMatchObject({ topic: 'open:burst' });
    const received = c.messages.filter(({ message }) => message.type === 'event');
    // Merged, not queued: 50 positions in about 100 ms cannot all pass a gate of 10 a second. How many a second it
    // lets through, on a fake clock, is rate-gate.test.ts's.
    expect(received.length).toBeLessThan(50);
    expect(received.slice(0, 10).map(({ message }) => message.type === 'event' && message.event)).toEqual(
      Array.from({ length: 10 }, (_, i) => expect.objectContaining({ lat: i + 1 })),
    );
    expect(received.at(-1)!.message).toBe(last);
    c.ws.close();
  });

  it('answers malformed messages with an error and keeps the connection open', async () => {
    const c = await connect();
    c.send('{not json');
    expect(await c.next(() => true)).toEqual({ type: 'error', message: 'Malformed JSON' });
    c.send({ type: 'shout', topic: 'open:1' });
    expect(await c.next(() => true)).toEqual({ type: 'error', message: 'Unknown message type' });
    for (const bad of [{ type: 'subscribe' }, { type: 'subscribe', topic: 'a\nb' }, [1], 'null']) {
      c.send(bad);
      expect(await c.next(() => true)).toMatchObject({ type: 'error' });
    }
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    await subscribed(c, 'open:after-errors');
    c.ws.close();
  });

  it('caps topics per connection', async () => {
    const c = await connect();
    for (let i = 0; i < 20; i++) {
      if (i === 10) await sleep(1000); // stay under 20 messages per second
      await subscribed(c, `open:many-${i}`);
    }
    c.send({ type: 'subscribe', topic: 'open:one-too-many' });
    expect(await c.next((m) => m.topic === 'open:one-too-many')).toMatchObject({ type: 'error' });
    c.ws.close();
  });

  it('closes a connection that floods messages (1008) or sends one over 4 KB (1009)', async () => {
    const flood = await connect();
    for (let i = 0; i < 25; i++) flood.send({ type: 'unsubscribe', topic: `open:${i}` });
    expect(await flood.closed).toBe(1008);
    const big = await connect();
    big.send({ type: 'subscribe', topic: 'open:x', code: 'x'.repeat(5000) });
    expect(await big.closed).toBe(1009);
  });

  it('close() closes every client with 1001', async () => {
    const own = await startHub();
    const a = await connect({}, own.base);
    const b = await connect({}, own.base);
    await subscribed(a, 'open:closing');
    expect(own.hub.connectionCount()).toBe(2);
    await own.hub.close();
    expect(await a.closed).toBe(1001);
    expect(await b.closed).toBe(1001);
    expect(own.hub.connectionCount()).toBe(0);
    await own.stop();
  });
});

describe('sockets end with their sessions', () => {
  const ended = (userId: string, sessionId: string | null) =>
    bus.publish(SESSIONS_TOPIC, { kind: 'sessions.ended', userId, sessionId, at: new Date().toISOString() });

  it('sign-out closes the socket of that session only (1008)', async () => {
    const phone = await connect({ 'x-test-user': 'u-1/s-phone' });
    const laptop = await connect({ 'x-test-user': 'u-1/s-laptop' });
    await ended('u-1', 's-phone');
    expect(await phone.closed).toBe(1008);
    await sleep(100);
    expect(laptop.ws.readyState).toBe(WebSocket.OPEN);
    laptop.ws.close();
  });

  it("a block closes every socket of the user, and no one else's", async () => {
    const phone = await connect({ 'x-test-user': 'u-2/s-phone' });
    const laptop = await connect({ 'x-test-user': 'u-2/s-laptop' });
    const other = await connect({ 'x-test-user': 'u-3/s-1' });
    const guest = await connect();
    await ended('u-2', null);
    expect(await Promise.all([phone.closed, laptop.closed])).toEqual([1008, 1008]);
    await sleep(100);
    expect([other.ws.readyState, guest.ws.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    other.ws.close();
    guest.ws.close();
  });

  it('never lets a client follow the sessions topic', async () => {
    const c = await connect({ 'x-test-user': 'u-4/s-1' });
    c.send({ type: 'subscribe', topic: SESSIONS_TOPIC });
    expect(await c.next((m) => m.type !== 'subscribed' || m.topic === SESSIONS_TOPIC)).toEqual({
      type: 'error',
      topic: SESSIONS_TOPIC,
      message: 'Not allowed',
    });
    c.ws.close();
  });
});

describe('socket caps', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  function capturingLog() {
    const warnings: { msg: string; data?: Record<string, unknown> }[] = [];
    return {
      warnings,
      log: { ...log, warn: (msg: string, data?: Record<string, unknown>) => warnings.push({ msg, data }) },
    };
  }

  it('refuses a socket over the per-address cap with 429 while another address connects; over the total with 503', async () => {
    const { warnings, log: capturing } = capturingLog();
    const own = await startHub({ trustProxy: 1, limits: { socketsPerIp: 2, sockets: 3 }, log: capturing });
    const url = `${own.base}${REALTIME_PATH}`;
    const first = await connect(from('203.0.113.1'), own.base);
    // The proxy appended the real peer after a value the client wrote itself: only the peer counts.
    await connect(from('10.0.0.1, 203.0.113.1'), own.base);
    expect(await refusedStatus(url, ORIGIN, from('198.18.0.99, 203.0.113.1'))).toBe(429);
    await connect(from('203.0.113.2'), own.base);
    expect(await refusedStatus(url, ORIGIN, from('203.0.113.3'))).toBe(503);
    expect(warnings.map((w) => [w.msg, w.data?.ip])).toEqual([
      ['realtime: too many sockets from one address', '203.0.113.1'],
      ['realtime: socket cap reached', '203.0.113.3'],
    ]);
    expect(own.hub.connectionCount()).toBe(3);

    first.ws.close();
    await first.closed;
    // The closed socket's place is free again, for its address and for the total.
    await vi.waitFor(() => connect(from('203.0.113.1'), own.base), { timeout: 2000, interval: 50 });
    await own.stop();
  });

  it('counts by the socket peer when the proxy is not trusted, whatever X-Forwarded-For says', async () => {
    const own = await startHub({ limits: { socketsPerIp: 1 } });
    await connect(from('203.0.113.10'), own.base);
    expect(await refusedStatus(`${own.base}${REALTIME_PATH}`, ORIGIN, from('203.0.113.11'))).toBe(429);
    await own.stop();
  });
});

describe('authorisations per connection', () => {
  const counting = (answer: RealtimeDeps['authorize'] = authorize) => {
    const calls: string[] = [];
    const wrapped: RealtimeDeps['authorize'] = (topic, who, code) => {
      calls.push(code === undefined ? topic : `${topic} ${code}`);
      return answer(topic, who, code);
    };
    return { calls, authorize: wrapped };
  };

  it('asks authorize once per topic and code within the TTL, denials included', async () => {
    const { calls, authorize: wrapped } = counting();
    const own = await startHub({ authorize: wrapped });
    const c = await connect({}, own.base);
    for (let i = 0; i < 5; i++) {
      await subscribed(c, 'open:churn');
      c.send({ type: 'unsubscribe', topic: 'open:churn' });
    }
    for (let i = 0; i < 3; i++) await expectRefused(c, 'secret:churn');
    await subscribed(c, 'open:churn', 'a-code');
    expect(calls).toEqual(['open:churn', 'secret:churn', 'open:churn a-code']);
    // A second connection has its own answers.
    const other = await connect({}, own.base);
    await subscribed(other, 'open:churn');
    expect(calls).toHaveLength(4);
    await own.stop();
  });

  it('asks again after the TTL, and ends a live subscription whose right was withdrawn', async () => {
    const open = new Set(['open:lease', 'open:kept']);
    const { calls, authorize: wrapped } = counting(async (topic) => open.has(topic));
    const own = await startHub({ authorize: wrapped, limits: { authorizationTtlMs: 200 } });
    const c = await connect({}, own.base);
    await subscribed(c, 'open:lease');
    await subscribed(c, 'open:kept');
    await sleep(300);
    expect(calls.filter((topic) => topic === 'open:lease').length).toBeGreaterThanOrEqual(2);
    open.delete('open:lease');
    expect(await c.next((m) => m.topic === 'open:lease', 1000)).toEqual({
      type: 'error',
      topic: 'open:lease',
      message: 'Not allowed',
    });
    await bus.publish('open:lease', position(1));
    await bus.publish('open:kept', position(2));
    await c.next((m) => m.type === 'event' && m.topic === 'open:kept');
    expect(events(c, 'open:lease')).toEqual([]);
    await own.stop();
  });

  it('keeps a live subscription when asking again fails, and refuses a new one', async () => {
    let failing = false;
    const own = await startHub({
      authorize: async (topic) => {
        if (failing) throw new Error('database away');
        return topic.startsWith('open:');
      },
      limits: { authorizationTtlMs: 100 },
      log: { ...log, error: () => undefined },
    });
    const c = await connect({}, own.base);
    await subscribed(c, 'open:steady');
    failing = true;
    await sleep(300);
    await expectRefused(c, 'open:new');
    await bus.publish('open:steady', position(3));
    expect(await c.next((m) => m.type === 'event')).toMatchObject({ topic: 'open:steady' });
    await own.stop();
  });

  it('runs at most the cap of one connection’s authorisations at once; the others wait, or are dropped when unsubscribed', async () => {
    const asked: string[] = [];
    const release: (() => void)[] = [];
    const own = await startHub({
      authorize: (topic) => {
        asked.push(topic);
        return new Promise((resolve) => release.push(() => resolve(true)));
      },
      limits: { authorizationsInFlight: 2 },
    });
    const c = await connect({}, own.base);
    for (let i = 0; i < 5; i++) c.send({ type: 'subscribe', topic: `open:wait-${i}` });
    c.send({ type: 'unsubscribe', topic: 'open:wait-4' });
    await sleep(100);
    expect(asked).toEqual(['open:wait-0', 'open:wait-1']);
    for (let i = 0; i < 4; i++) {
      release.shift()!();
      expect(await c.next((m) => m.type === 'subscribed')).toMatchObject({ topic: `open:wait-${i}` });
      await sleep(20);
      expect(release.length).toBeLessThanOrEqual(2);
    }
    expect(asked).toEqual(['open:wait-0', 'open:wait-1', 'open:wait-2', 'open:wait-3']);
    await own.stop();
  });

  it("a change to a session's access forgets its answers and asks again for its topics at once", async () => {
    const open = new Set(['open:door']);
    const own = await startHub({ authorize: async (topic) => open.has(topic) });
    const changed = (userId: string, sessionId: string | null) =>
      bus.publish(SESSIONS_TOPIC, {
        kind: 'sessions.changed',
        userId,
        sessionId,
        at: new Date().toISOString(),
      });
    const phone = await connect({ 'x-test-user': 'u-9/s-phone' }, own.base);
    const laptop = await connect({ 'x-test-user': 'u-9/s-laptop' }, own.base);
    await subscribed(phone, 'open:door');
    await subscribed(laptop, 'open:door');
    await expectRefused(phone, 'open:later');

    open.delete('open:door');
    open.add('open:later');
    await changed('u-9', 's-phone');
    expect(await phone.next((m) => m.topic === 'open:door')).toEqual({
      type: 'error',
      topic: 'open:door',
      message: 'Not allowed',
    });
    await subscribed(phone, 'open:later');
    await bus.publish('open:door', position(4));
    await laptop.next((m) => m.type === 'event' && m.topic === 'open:door');
    expect(events(phone, 'open:door')).toEqual([]);
    await own.stop();
  });

  it('an event published while a change is applied waits for it: a topic still allowed gets it, a refused one never', async () => {
    const open = new Set(['open:stay', 'open:gone']);
    let unblock = () => {};
    let blocked: Promise<void> | null = null;
    let waiting = 0;
    const own = await startHub({
      authorize: async (topic) => {
        if (blocked) {
          waiting += 1;
          await blocked;
        }
        return open.has(topic);
      },
    });
    const phone = await connect({ 'x-test-user': 'u-8/s-phone' }, own.base);
    await subscribed(phone, 'open:stay');
    await subscribed(phone, 'open:gone');

    blocked = new Promise<void>((resolve) => (unblock = resolve));
    open.delete('open:gone');
    await bus.publish(SESSIONS_TOPIC, {
      kind: 'sessions.changed',
      userId: 'u-8',
      sessionId: 's-phone',
      at: new Date().toISOString(),
    });
    await vi.waitFor(() => expect(waiting).toBe(2));
    // The hub's own bus handler runs before this later one: once it has seen both events, so has the hub.
    const seen: string[] = [];
    const stops = ['open:stay', 'open:gone'].map((topic) =>
      bus.subscribe(topic, () => void seen.push(topic)),
    );
    await bus.publish('open:stay', position(5));
    await bus.publish('open:gone', position(6));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await sleep(50);
    expect(phone.messages.filter(({ message }) => message.type === 'event')).toEqual([]);

    blocked = null;
    unblock();
    expect(await phone.next((m) => m.topic === 'open:gone')).toEqual({
      type: 'error',
      topic: 'open:gone',
      message: 'Not allowed',
    });
    expect(await phone.next((m) => m.type === 'event')).toMatchObject({ topic: 'open:stay' });
    expect(events(phone, 'open:gone')).toEqual([]);
    for (const stop of stops) stop();
    await own.stop();
  });
});
