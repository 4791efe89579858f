import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_ORDERS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import { createEventBus, type EventBusHandle } from './bus.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const logged: { level: string; msg: string }[] = [];
const log: Logger = {
  debug: () => undefined,
  info: (msg) => logged.push({ level: 'info', msg }),
  warn: (msg) => logged.push({ level: 'warn', msg }),
  error: (msg) => logged.push({ level: 'error', msg }),
};
const created = (orderId: string): RealtimeEvent => ({
  kind: 'order.created',
  orderId,
  at: '2026-01-01T00:00:00Z',
});

function collect(bus: EventBusHandle, topic: string) {
  const seen: string[] = [];
  const waiters = new Set<() => void>();
  const stop = bus.subscribe(topic, (event) => {
    if ('orderId' in event) seen.push(event.orderId);
    for (const wake of waiters) wake();
  });
  const until = (orderId: string, timeoutMs = 1000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!seen.includes(orderId)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${orderId} did not arrive within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { seen, until, stop };
}

let first: Database;
let second: Database | null = null;
let a: EventBusHandle;
let b: EventBusHandle | null = null;
beforeAll(async () => {
  first = await openTestDatabase();
  a = createEventBus(first, log);
  if (onPostgres) {
    second = await openDatabase({ databaseUrl: first.pool!.options.connectionString, poolSize: 2 });
    b = createEventBus(second, log);
  }
  await Promise.all([a.ready(), b?.ready()]);
});
afterAll(async () => {
  await a.close();
  await b?.close();
  await second?.close();
  await first.close();
});

describe('event bus', () => {
  it('delivers to local listeners once each, until they unsubscribe', async () => {
    const one = collect(a, 'local');
    const two = collect(a, 'local');
    const other = collect(a, 'elsewhere');
    await a.publish('local', created('e1'));
    one.stop();
    await a.publish('local', created('e2'));
    expect(one.seen).toEqual(['e1']);
    expect(two.seen).toEqual(['e1', 'e2']);
    expect(other.seen).toEqual([]);
    two.stop();
    other.stop();
  });

  it('publishAll delivers several events in order, here and (on PostgreSQL) on another connection', async () => {
    const onA = collect(a, ADMIN_ORDERS_TOPIC);
    const onB = b ? collect(b, ADMIN_ORDERS_TOPIC) : null;
    await a.publishAll([
      {
        topic: ADMIN_ORDERS_TOPIC,
        event: { kind: 'order.created', orderId: 'all-1', at: '2026-01-01T00:00:00Z' },
      },
      {
        topic: ADMIN_ORDERS_TOPIC,
        event: { kind: 'order.created', orderId: 'all-2', at: '2026-01-01T00:00:00Z' },
      },
    ]);
    expect(onA.seen).toEqual(['all-1', 'all-2']);
    if (onB) {
      await onB.until('all-2');
      expect(onB.seen).toEqual(['all-1', 'all-2']);
      onB.stop();
    }
    onA.stop();
  });

  it('keeps delivering when one listener throws', async () => {
    const stop = a.subscribe('throwing', () => {
      throw new Error('listener bug');
    });
    const after = collect(a, 'throwing');
    await expect(a.publish('throwing', created('t1'))).resolves.toBeUndefined();
    expect(after.seen).toEqual(['t1']);
    expect(logged).toContainEqual({ level: 'error', msg: 'realtime listener failed' });
    stop();
    after.stop();
  });

  it.skipIf(!onPostgres)(
    'reaches a bus on another connection, and its own listener exactly once',
    async () => {
      const onA = collect(a, 'shared');
      const onB = collect(b!, 'shared');
      await a.publish('shared', created('from-a'));
      expect(onA.seen).toEqual(['from-a']);
      await onB.until('from-a');
      // Notifications arrive in commit order: once B's reply reaches A, A's own echo would have too.
      await b!.publish('shared', created('from-b'));
      await onA.until('from-b');
      expect(onA.seen).toEqual(['from-a', 'from-b']);
      expect(onB.seen).toEqual(['from-a', 'from-b']);
      onA.stop();
      onB.stop();
    },
  );

  it.skipIf(!onPostgres)('delivers an oversized event locally only', async () => {
    const onA = collect(a, 'big');
    const onB = collect(b!, 'big');
    await a.publish('big', created('x'.repeat(9000)));
    await a.publish('big', created('small'));
    await onB.until('small');
    expect(onA.seen.map((id) => id.length)).toEqual([9000, 5]);
    expect(onB.seen).toEqual(['small']);
    expect(logged.some((l) => l.level === 'error' && l.msg.includes('too large'))).toBe(true);
    onA.stop();
    onB.stop();
  });

  it.skipIf(!onPostgres)('listens again after its connection is killed', async () => {
    const onB = collect(b!, 'revived');
    await first.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'nym-realtime'`,
    );
    // Readiness reads it: out of rotation while the connection is down (the reconnect waits 500 ms at least).
    await vi.waitFor(() => expect(b!.listening()).toBe(false), { timeout: 2000, interval: 20 });
    let attempt = 0;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && onB.seen.length === 0;) {
      await a.publish('revived', created(`r${++attempt}`));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(onB.seen.length).toBeGreaterThan(0);
    expect(b!.listening()).toBe(true);
    expect(logged).toContainEqual({ level: 'warn', msg: 'realtime: listen connection lost, reconnecting' });
    onB.stop();
  });
});
