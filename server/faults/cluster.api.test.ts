import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTopic } from '#domain/realtime.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { TEMPLATE_DB, withDatabase } from '#server/test-support/database.ts';
import { guestOrder as placeGuestOrder, remoteApp } from '#server/test-support/live-delivery.ts';
import { eventsOf, expectSubscribed, openSocket, type TestSocket } from '#server/test-support/realtime.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { ORIGIN, type TestApp } from '#server/test-support/test-app.ts';
import { freePort } from '../../bench/lib/server.ts';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { checkoutTarget, guestOrder, outcome, placeOrder, type Attempt } from './checkout-stream.ts';
import { checkoutViolations, ordersPerKey, setUnitStock, stockSnapshot } from './invariants.ts';
import { sleep, waitFor } from './fault-server.ts';

const POSTGRES = process.env.DATABASE_URL;
const DEV_TOKEN = randomUUID() + randomUUID();

/** A buyer's page: retries its checkout with the same key on a network error, a 502 or a 503, as the web app does. */
async function buyWithRetries(origin: string, body: ReturnType<typeof guestOrder>) {
  const key = randomUUID();
  let last: Attempt | undefined;
  for (let tries = 1; tries <= 8; tries++) {
    last = await placeOrder(origin, key, body);
    const status = last.status ?? 0;
    if (status === 201 || status === 200 || (status >= 400 && status < 500)) return { ...last, tries };
    await sleep(250);
  }
  return { ...last!, tries: 8 };
}

// The PostgreSQL pass only: several processes share one database, the embedded one has a single owner.
describe.skipIf(!POSTGRES)('three store processes behind nginx (npm run cluster)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nym-cluster-'));
  const name = `nym_cluster_${process.pid}_${randomUUID().slice(0, 8)}`;
  let cluster: Cluster;
  let db: pg.Client;
  let database: Database;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: POSTGRES });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name} template ${TEMPLATE_DB}`);
    const url = withDatabase(POSTGRES!, name);
    db = new pg.Client({ connectionString: url });
    await db.connect();
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    // The upstream's ports moved out of the way of a cluster this machine may run, and below the ephemeral range
    // (32768 and up) the other tests' free ports come from: 13001–22003, metrics 19101–28103.
    const offset = 10_000 + Math.floor(Math.random() * 9_000);
    cluster = await startCluster({
      databaseUrl: url,
      dir,
      port: await freePort(),
      portOffset: offset,
      env: {
        TRUSTED_ORIGINS: ORIGIN,
        LOG_LEVEL: 'error',
        RATE_LIMIT_ENABLED: 'false',
        DEV_TOOLS: 'true',
        DEV_TOKEN,
      },
      log: () => undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await db?.end();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const socketThroughNginx = () => openSocket(cluster.origin.replace('http', 'ws'), { origin: ORIGIN });
  const statusesOf = (socket: TestSocket, orderId: string) =>
    eventsOf(socket, orderTopic(orderId)).flatMap((e) => (e.kind === 'order.status' ? [e.status] : []));

  it('a customer follows the order live through nginx while the shop and a courier move it on other processes', async () => {
    const [, shopSide, courierSide] = cluster.processes;
    // Placed through nginx, followed on a socket through nginx.
    const order = await placeGuestOrder(remoteApp(cluster.origin), DEV_TOKEN, 'confirmed');
    const page = await socketThroughNginx();
    await expectSubscribed(page, orderTopic(order.id), order.trackingCode);
    // The shop's steps on process 2, the courier's on process 3.
    const advance = (origin: string, to: string) =>
      fetch(`${origin}/api/dev/orders/${order.orderNumber}/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-dev-token': DEV_TOKEN },
        body: JSON.stringify({ to }),
      });
    expect((await advance(shopSide!.origin, 'ready')).status).toBe(200);
    const courier = await courierClient({ app: remoteApp(courierSide!.origin), db: database.db } as TestApp);
    for (const step of ['accept', 'pickup']) {
      const res = await courier.call(`/api/courier/orders/${order.id}/${step}`, { method: 'POST', body: {} });
      expect(res.status, step).toBe(200);
    }
    await waitFor('the page to see it picked up', async () =>
      statusesOf(page, order.id).includes('in_transit') ? true : undefined,
    );
    const seen = statusesOf(page, order.id).filter((status, i, all) => all[i - 1] !== status);
    expect(seen).toEqual(['preparing', 'ready', 'in_transit']);
    page.ws.close();
  });

  it('one process killed (SIGKILL) in a burst of checkouts: every accepted order once, retries get theirs, live pages reconnect and catch up', async () => {
    const target = await checkoutTarget(cluster.origin);
    await setUnitStock(db, target.productId, 10_000);
    const before = await stockSnapshot(db);
    // Three pages following one order through nginx: one on each process (least_conn spreads long connections).
    const followed = await placeGuestOrder(remoteApp(cluster.origin), DEV_TOKEN, 'confirmed');
    const pages = await Promise.all([1, 2, 3].map(() => socketThroughNginx()));
    for (const page of pages) await expectSubscribed(page, orderTopic(followed.id), followed.trackingCode);

    const victim = cluster.processes[0]!;
    const answered = async () => {
      const res = await fetch(`${victim.origin}/metrics`, {
        headers: { authorization: `Bearer ${cluster.settings.METRICS_TOKEN}` },
      });
      const line =
        /^nymnyc_http_requests_total\{method="POST",route="\/api\/checkout",status="201"\} (\d+)/m.exec(
          await res.text(),
        );
      return Number(line?.[1] ?? 0);
    };
    const before201 = await answered();
    const burst = Array.from({ length: 60 }, (_, i) =>
      sleep(i * 10).then(() => buyWithRetries(cluster.origin, guestOrder(target))),
    );
    // Killed in the thick of it: once it has answered a few checkouts of the burst, with more on their way to it.
    await waitFor('the victim to take its share', async () =>
      (await answered()) >= before201 + 3 ? true : undefined,
    );
    await victim.kill();
    const results = await Promise.all(burst);
    // Some buyers were cut off mid-checkout and tried again.
    expect(results.filter((r) => r.tries > 1).length).toBeGreaterThan(0);

    // Every buyer got an answer that is an order, or a clean refusal (out of stock); none got a 5xx in the end.
    expect(results.filter((r) => r.status === null || r.status >= 500).map(outcome)).toEqual([]);
    const accepted = results.filter((r) => r.status === 201 || r.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    // Each key is one order; each accepted answer names it.
    const perKey = await ordersPerKey(
      db,
      results.map((r) => r.key),
    );
    for (const r of results) expect(perKey.get(r.key), r.key).toBe(accepted.includes(r) ? 1 : 0);
    for (const [check, found] of Object.entries(await checkoutViolations(db, before))) {
      expect(found, check).toEqual([]);
    }

    // The pages on the killed process lost their socket; reconnected through nginx, they catch up and follow on.
    const closed = await Promise.all(
      pages.map((p) => Promise.race([p.closed.then(() => true), sleep(2000).then(() => false)])),
    );
    expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const reconnected = await socketThroughNginx();
    await expectSubscribed(reconnected, orderTopic(followed.id), followed.trackingCode);
    const track = await (await fetch(`${cluster.origin}/api/track/${followed.trackingCode}`)).json();
    expect(track.order.status).toBe('confirmed');
    const moved = await fetch(
      `${cluster.processes[1]!.origin}/api/dev/orders/${followed.orderNumber}/advance`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-dev-token': DEV_TOKEN },
        body: JSON.stringify({ to: 'preparing' }),
      },
    );
    expect(moved.status).toBe(200);
    await reconnected.next((m) => m.type === 'event' && m.topic === orderTopic(followed.id), 5000);
    for (const p of [...pages, reconnected]) p.ws.close();
    await victim.start();
  }, 120_000);

  it('a rolling restart of all three drops no request', async () => {
    const target = await checkoutTarget(cluster.origin);
    await setUnitStock(db, target.productId, 10_000);
    let running = true;
    const failures: string[] = [];
    let served = 0;
    // A steady stream through nginx: pages and checkouts, no retries.
    const stream = async () => {
      while (running) {
        const res = await fetch(`${cluster.origin}/api/products`).catch((e: unknown) => String(e));
        if (typeof res === 'string' || res.status !== 200)
          failures.push(`GET ${typeof res === 'string' ? res : res.status}`);
        else served += 1;
        // Slow is not dropped: a checkout may take a while on a busy machine while a process starts.
        const bought = await placeOrder(cluster.origin, randomUUID(), guestOrder(target), 30_000);
        if (bought.status !== 201) failures.push(`POST ${outcome(bought)}`);
        else served += 1;
      }
    };
    const clients = [stream(), stream(), stream(), stream()];
    await cluster.rollingRestart();
    running = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(20);
  }, 180_000);
});
