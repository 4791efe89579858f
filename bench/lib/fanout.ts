import { randomBytes } from 'node:crypto';
import { orderTopic } from '#domain/realtime.ts';
import { openDatabase } from '#server/db/client.ts';
import { liveDelivery, type LiveDelivery } from '#server/test-support/live-delivery.ts';
import { ORIGIN } from '#server/test-support/test-app.ts';
import type { FanoutResult, LatencyStats } from './results.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSubscribers, type Receipt } from './ws-subscribers.ts';

export interface FanoutOptions {
  databaseUrl: string;
  webDist: string;
  processes: number;
  subscribers: number;
  posts: number;
  log: (message: string) => void;
}

// The server takes one position per courier per second, stamped when it reads the request: counting from the
// previous response keeps every gap over a second however long that request waited.
const POST_GAP_MS = 1050;
const SETTLE_MS = 5000;
const BASE = { lat: 40.69, lng: -73.99 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms * 10) / 10;
const keyOf = (lat: number) => lat.toFixed(6);

function stats(latencies: number[], expected: number): LatencyStats {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (p: number) =>
    sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!) : null;
  return {
    delivered: sorted.length,
    expected,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    maxMs: sorted.length ? round(sorted.at(-1)!) : null,
  };
}

/** Posts `count` positions, each 1.05 s after the previous answer; returns when each accepted one was sent. */
async function postPositions(courier: LiveDelivery['courier'], count: number) {
  const sent = new Map<string, number>();
  let refused = 0;
  let answered = -Infinity;
  for (let i = 0; i < count; i += 1) {
    await sleep(answered + POST_GAP_MS - performance.now());
    const lat = Number((BASE.lat + i * 0.0001).toFixed(6));
    const sentAt = performance.now();
    const res = await courier.call('/api/courier/location', { method: 'POST', body: { lat, lng: BASE.lng } });
    answered = performance.now();
    if (res.status === 200) sent.set(keyOf(lat), sentAt);
    else refused += 1;
  }
  return { sent, refused };
}

/** Statements every server has sent to the database so far (DB_COUNT_ROUND_TRIPS on), or null. */
async function roundTrips(servers: RunningServer[], devToken: string): Promise<number | null> {
  let total = 0;
  for (const server of servers) {
    const res = await fetch(`${server.origin}/api/dev/db/round-trips`, {
      headers: { 'x-dev-token': devToken },
    });
    const body = res.ok ? ((await res.json()) as { roundTrips: number | null }) : null;
    if (typeof body?.roundTrips !== 'number') return null;
    total += body.roundTrips;
  }
  return total;
}

async function settle(receipts: Receipt[], expected: number) {
  const deadline = performance.now() + SETTLE_MS;
  while (receipts.length < expected && performance.now() < deadline) await sleep(50);
}

/**
 * Starts `processes` servers on one PostgreSQL, spreads the subscribers of one order's topic over them and has
 * its courier post to the first. The first position warms the path up and is not counted.
 */
export async function measureFanout(options: FanoutOptions): Promise<FanoutResult> {
  const { processes, log } = options;
  const devToken = randomBytes(16).toString('hex');
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 1 });
  const servers: RunningServer[] = [];
  let close = () => {};
  try {
    for (let i = 0; i < processes; i += 1) {
      servers.push(
        await startServer({
          databaseUrl: options.databaseUrl,
          webDist: options.webDist,
          env: {
            DEV_TOOLS: 'true',
            DEV_TOKEN: devToken,
            DB_COUNT_ROUND_TRIPS: 'true',
            TRUSTED_ORIGINS: ORIGIN,
            // Every subscriber connects from this machine's one address.
            REALTIME_SOCKETS_PER_IP: String(options.subscribers),
          },
        }),
      );
    }
    const delivery = await liveDelivery(servers[0]!.origin, database.db, devToken);
    const origins = servers.map((s) => s.origin);
    const topic = orderTopic(delivery.orderId);
    const subs = await openSubscribers(origins, options.subscribers, topic, delivery.trackingCode);
    close = subs.close;
    const connected = subs.connected.reduce((a, b) => a + b, 0);
    log(
      `fan-out: ${connected} subscribers in ${(subs.connectMs / 1000).toFixed(1)} s, ${options.posts} posts`,
    );

    const tripsBefore = await roundTrips(servers, devToken);
    const { sent, refused } = await postPositions(delivery.courier, 1 + options.posts);
    await settle(subs.receipts, connected * sent.size);
    const tripsAfter = await roundTrips(servers, devToken);
    const roundTripsPerPosition =
      tripsBefore === null || tripsAfter === null
        ? null
        : round((tripsAfter - tripsBefore) / (1 + options.posts));
    log(`fan-out: ${roundTripsPerPosition ?? 'uncounted'} database round trips per position`);
    sent.delete(keyOf(BASE.lat));

    const latencies = origins.map((): number[] => []);
    for (const r of subs.receipts) {
      const postedAt = sent.get(keyOf(r.lat));
      if (postedAt !== undefined) latencies[r.server]!.push(r.at - postedAt);
    }
    return {
      processes,
      subscribers: options.subscribers,
      connected: subs.connected,
      connectFailures: subs.failed,
      connectSeconds: round(subs.connectMs / 1000),
      posts: sent.size,
      refusedPosts: refused,
      ...stats(latencies.flat(), connected * sent.size),
      perProcess: latencies.map((l, i) => stats(l, subs.connected[i]! * sent.size)),
      ...(subs.firstFailure ? { connectError: subs.firstFailure } : {}),
      roundTripsPerPosition,
    };
  } finally {
    close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
  }
}
