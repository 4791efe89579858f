import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTopic } from '#domain/realtime.ts';
import { createLogger } from '#server/log.ts';
import { createOutboxWorker } from '#server/modules/notifications/outbox-worker.ts';
import { createEventBus } from '#server/realtime/bus.ts';
import type { Product } from '#domain/catalog.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { guestOrder } from '#server/test-support/live-delivery.ts';
import { listenWithRealtime } from '#server/test-support/realtime-app.ts';
import { expectSubscribed } from '#server/test-support/realtime.ts';
import { client, createTestApp, newCustomer, type TestApp } from '#server/test-support/test-app.ts';
import { createMetrics } from './metrics.ts';

// 12:00 on a Monday in New York: the store is open.
const NOON = new Date('2026-11-23T17:00:00Z');
const TOKEN = 'metrics-token-'.padEnd(40, 'x');
const silent = createLogger('silent');

let t: TestApp;
beforeAll(async () => {
  // With the Node.js families, as the server runs it (event-loop lag).
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    { now: () => NOON, metrics: createMetrics({ runtime: true }) },
  );
});
afterAll(() => t.close());

/** One scrape, parsed: `sample(name, labels)` is the value of the series with those labels (0 when absent). */
async function scrape(app: TestApp = t) {
  const res = await app.app.request('http://localhost:3000/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return {
    text,
    sample(name: string, labels: Record<string, string> = {}) {
      for (const [key, value] of series) {
        const [metric, rest = ''] = key.split('{');
        if (metric !== name) continue;
        if (Object.entries(labels).every(([k, v]) => rest.includes(`${k}="${v}"`))) return value;
      }
      return 0;
    },
  };
}

let admin: Awaited<ReturnType<typeof staffClient>> | undefined;
/** The order cancelled by an admin, as the console does. */
async function cancel(orderId: string) {
  admin ??= await staffClient(t, 'admin');
  const res = await admin.call(`/api/admin/orders/${orderId}/cancel`, {
    method: 'POST',
    body: { reason: 'Shop closed early' },
  });
  expect(res.status).toBe(200);
}

/** The change of one series across `action`. */
async function moved(name: string, labels: Record<string, string>, action: () => Promise<unknown>) {
  const before = (await scrape()).sample(name, labels);
  await action();
  return (await scrape()).sample(name, labels) - before;
}

describe('the metrics endpoint', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.request('http://localhost:3000/metrics');
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('asks for the bearer token, and refuses a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await t.app.request('http://localhost:3000/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.json()).toEqual({
        error: { code: 'unauthorized', message: 'A metrics token is required' },
      });
    }
  });

  it('answers the exposition text with every family described', async () => {
    const { text } = await scrape();
    for (const family of [
      'nymnyc_http_requests_total',
      'nymnyc_http_request_duration_seconds',
      'nymnyc_db_pool_in_use',
      'nymnyc_db_pool_waiting',
      'nymnyc_db_query_duration_seconds',
      'nymnyc_outbox_pending',
      'nymnyc_outbox_oldest_pending_seconds',
      'nymnyc_outbox_dead_letters',
      'nymnyc_realtime_fanout_delay_seconds',
      'nymnyc_orders_placed_total',
      'nymnyc_order_status_changes_total',
      'nymnyc_ny_rule_refusals_total',
      'nymnyc_checkout_conflicts_total',
      'nymnyc_event_loop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
  });
});

describe('each family moves when its event happens', () => {
  it('HTTP: requests and durations by route pattern and status, never the raw path', async () => {
    const id = crypto.randomUUID();
    const c = client(t.app);
    const labels = { method: 'GET', route: '/api/track/:code', status: '404' };
    expect(
      await moved('nymnyc_http_requests_total', labels, () => c.call(`/api/track/NOPE${id.slice(0, 4)}`)),
    ).toBe(1);
    expect(
      await moved('nymnyc_http_request_duration_seconds_count', { route: '/api/health', status: '200' }, () =>
        c.call('/api/health'),
      ),
    ).toBe(1);
    expect((await scrape()).text).not.toContain(id.slice(0, 4));
  });

  it('database: statements timed by kind', async () => {
    // A delete: no scrape sends one (the outbox gauges' read is a select).
    const statement = () => t.db.execute(sql`delete from notifications_outbox where false`);
    expect(await moved('nymnyc_db_query_duration_seconds_count', { statement: 'delete' }, statement)).toBe(1);
  });

  it('event loop: a blocked loop shows as lag', async () => {
    const lag = await moved('nymnyc_event_loop_lag_seconds_sum', {}, async () => {
      const until = performance.now() + 250;
      while (performance.now() < until) {
        // a request handler that blocks the loop for 250 ms
      }
      // The probe's timer fires, late.
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(lag).toBeGreaterThan(0.1);
  });

  it('outbox: pending and its age while a message waits, a dead letter when it is given up', async () => {
    const email = { channel: 'email' };
    const c = client(t.app);
    const pending = await moved('nymnyc_outbox_pending', email, () =>
      c.call('/api/session/sign-up', { method: 'POST', body: newCustomer() }),
    );
    expect(pending).toBeGreaterThanOrEqual(1);
    expect((await scrape()).sample('nymnyc_outbox_oldest_pending_seconds', email)).toBeGreaterThan(0);
    // The mail server refuses everything; one attempt, and the message is dead.
    const worker = createOutboxWorker({
      database: t.database,
      log: silent,
      send: () => Promise.reject(new Error('550 mailbox unavailable')),
      options: { maxAttempts: 1 },
    });
    const dead = await moved('nymnyc_outbox_dead_letters', email, () => worker.drain());
    expect(dead).toBeGreaterThanOrEqual(1);
    expect((await scrape()).sample('nymnyc_outbox_pending', email)).toBe(0);
  });

  it('business: orders placed (a retry not again), cancelled, delivered', async () => {
    const devToken = t.services.env.DEV_TOKEN;
    expect(
      await moved('nymnyc_orders_placed_total', {}, () => guestOrder(t.app, devToken, 'confirmed')),
    ).toBe(1);
    expect(
      await moved('nymnyc_order_status_changes_total', { status: 'delivered' }, () =>
        guestOrder(t.app, devToken, 'delivered'),
      ),
    ).toBe(1);
    const order = await guestOrder(t.app, devToken, 'confirmed');
    const cancelled = await moved('nymnyc_order_status_changes_total', { status: 'cancelled' }, () =>
      cancel(order.id),
    );
    expect(cancelled).toBe(1);
  });

  it('business: refusals by NY rule and surface, and checkout conflicts by code', async () => {
    const c = client(t.app);
    const signUpAge = { rule: 'signup_age', surface: 'sign_up' };
    expect(
      await moved('nymnyc_ny_rule_refusals_total', signUpAge, () =>
        c.call('/api/session/sign-up', { method: 'POST', body: newCustomer({ ageConfirmed: false }) }),
      ),
    ).toBe(1);
    const products = (await c.call('/api/products')).json!.products as Product[];
    // One more of a flower weight than the shelf holds, within the legal limits (checked first).
    const fits = (v: Product['variants'][number]) => v.stock > 0 && (v.stock + 1) * v.netGrams <= 85.05;
    const product = products.find((p) => p.limitCategory === 'flower' && p.variants.some(fits))!;
    const variant = product.variants.find(fits)!;
    const items = [{ productId: product.id, selectedWeight: variant.label, quantity: variant.stock + 1 }];
    const checkout = (zip: string) =>
      c.call('/api/checkout', {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: { ...MANHATTAN_GUEST, email: `m.${crypto.randomUUID()}@example.test`, zip, items },
      });
    const area = { rule: 'delivery_area', surface: 'checkout' };
    expect(await moved('nymnyc_ny_rule_refusals_total', area, () => checkout('90210'))).toBe(1);
    const before = await scrape();
    const res = await checkout('11201');
    expect(res.status).toBe(409);
    const code = (res.json as { error: { code: string } }).error.code;
    const after = await scrape();
    expect(
      after.sample('nymnyc_checkout_conflicts_total', { code }) -
        before.sample('nymnyc_checkout_conflicts_total', { code }),
    ).toBe(1);
  });

  it('realtime: sockets open on this process, and the fan-out delay of each event delivered', async () => {
    const served = await listenWithRealtime(t);
    try {
      const order = await guestOrder(t.app, t.services.env.DEV_TOKEN, 'confirmed');
      const sockets = await moved('nymnyc_realtime_sockets', {}, async () => {
        const socket = await served.socket('');
        await expectSubscribed(socket, orderTopic(order.id), order.trackingCode);
      });
      expect(sockets).toBe(1);
      const local = await moved('nymnyc_realtime_fanout_delay_seconds_count', { origin: 'local' }, () =>
        cancel(order.id),
      );
      expect(local).toBeGreaterThanOrEqual(1);
    } finally {
      await served.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'realtime: an event from another process counts as remote',
    async () => {
      const topic = orderTopic(crypto.randomUUID());
      const got = new Promise<void>((resolve) => {
        const stop = t.services.bus.subscribe(topic, () => {
          stop();
          resolve();
        });
      });
      await t.services.bus.ready();
      const other = createEventBus(t.database, silent);
      await other.ready();
      const remote = await moved(
        'nymnyc_realtime_fanout_delay_seconds_count',
        { origin: 'remote' },
        async () => {
          await other.publish(topic, {
            kind: 'order.status',
            orderId: 'x',
            status: 'cancelled',
            at: new Date().toISOString(),
          });
          await got;
        },
      );
      await other.close();
      expect(remote).toBe(1);
    },
  );
});

describe('the database pool', () => {
  it('shows connections in use and callers waiting, and both back at 0 after', async () => {
    const small = await createTestApp({ METRICS_TOKEN: TOKEN, DATABASE_POOL_SIZE: '2' });
    try {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Both connections held by transactions (PGlite has one: the second transaction waits already) …
      const held = [1, 2].map(() =>
        small.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      // … and a statement that waits for one (sent now: drizzle's query runs once it is awaited or then-ed).
      const waiting = small.db.execute(sql`select 2`).then(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const during = scrape(small);
      setTimeout(release, 50);
      const busy = await during;
      expect(busy.sample('nymnyc_db_pool_in_use')).toBeGreaterThanOrEqual(1);
      expect(busy.sample('nymnyc_db_pool_waiting')).toBeGreaterThanOrEqual(1);
      await Promise.all([...held, waiting]);
      const calm = await scrape(small);
      expect(calm.sample('nymnyc_db_pool_in_use')).toBe(0);
      expect(calm.sample('nymnyc_db_pool_waiting')).toBe(0);
    } finally {
      await small.close();
    }
  });
});
