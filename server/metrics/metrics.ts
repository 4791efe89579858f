import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RefusalRule, RefusalSurface } from '#domain/compliance/refusals.ts';
import { NOTIFICATION_CHANNELS } from '#domain/notifications.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';

/** Seconds: from a fast API answer to the slowest a proxy lets through. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const FANOUT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** A scrape never waits longer than this for the outbox query (a saturated pool): the last values stand. */
const BACKLOG_TIMEOUT_MS = 1000;

/** One notification channel's backlog (the notifications module reads it: `outboxBacklog`). */
export interface OutboxBacklog {
  channel: string;
  /** Queued and not yet sent: pending, or being sent by a worker. */
  pending: number;
  /** Age of the oldest of those, 0 when none. */
  oldestSeconds: number;
  /** Given up after every attempt. */
  dead: number;
}

export interface MetricsOptions {
  /**
   * The Node.js process families too (event-loop lag, CPU, memory, GC, handles): one per process, so the server
   * turns them on and test apps, many per process, leave them off unless a test reads them.
   */
  runtime?: boolean;
}

/**
 * The store's Prometheus metrics, one registry per process (never prom-client's global one: test apps make many).
 * Families are named `nymnyc_*`, the process families `nodejs_*`/`process_*`. Each part of the server records
 * through the narrow method it needs; the gauges of state (pool, outbox, sockets) are read at scrape time.
 */
export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  const closers: (() => void)[] = [];
  if (options.runtime) {
    collectDefaultMetrics({ register: registry });
    closers.push(probeEventLoop(registry));
  }

  const httpRequests = new Counter({
    name: 'nymnyc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'nymnyc_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'nymnyc_db_query_duration_seconds',
    help: 'Time from sending a statement to its answer (waiting for a connection not included), by kind',
    labelNames: ['statement'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const fanoutDelay = new Histogram({
    name: 'nymnyc_realtime_fanout_delay_seconds',
    help: 'Time from publishing a realtime event to handing it to the subscribers of this process, by origin',
    labelNames: ['origin'] as const,
    buckets: FANOUT_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'nymnyc_orders_placed_total',
    help: 'Orders placed at checkout (a replayed retry not counted again)',
    registers: [registry],
  });
  const statusChanges = new Counter({
    name: 'nymnyc_order_status_changes_total',
    help: 'Orders moved to a status (cancelled, delivered, …), counted after the change committed',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'nymnyc_ny_rule_refusals_total',
    help: 'Requests refused under a New York rule, by rule and surface',
    labelNames: ['rule', 'surface'] as const,
    registers: [registry],
  });
  const checkoutConflicts = new Counter({
    name: 'nymnyc_checkout_conflicts_total',
    help: 'Checkouts refused with 409 (out of stock, unavailable, a key reused for another cart), by code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  // Zeros from the start, so a rate() has a series before the first event.
  ordersPlaced.inc(0);
  for (const status of ['cancelled', 'delivered'] as const) statusChanges.inc({ status }, 0);

  /** Scrapes so far: the gauges read together (the outbox's) share one read per scrape. */
  let scrapes = 0;
  return {
    registry,
    /** The exposition text and its content type. */
    async scrape() {
      scrapes += 1;
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
    http(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    /** Pool in use and waiting, and every statement's duration. */
    watchDatabase(database: Database) {
      const pool = [
        ['nymnyc_db_pool_in_use', 'Database connections running a statement or a transaction', 'inUse'],
        ['nymnyc_db_pool_idle', 'Database connections open and idle', 'idle'],
        [
          'nymnyc_db_pool_waiting',
          'Callers waiting for a database connection (PGlite: queued behind the one connection)',
          'waiting',
        ],
        ['nymnyc_db_pool_max', 'The pool size (DATABASE_POOL_SIZE; 1 on PGlite)', 'max'],
      ] as const;
      for (const [name, help, key] of pool) {
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(database.poolStats()[key]);
          },
        });
      }
      closers.push(
        database.observeQueries((kind, seconds) => queryDuration.observe({ statement: kind }, seconds)),
      );
    },
    /** Messages not yet sent, the oldest one's age and dead letters, by channel, read at each scrape. */
    watchOutbox(backlog: () => Promise<OutboxBacklog[]>, log: Logger) {
      let last: OutboxBacklog[] = NOTIFICATION_CHANNELS.map((channel) => ({
        channel,
        pending: 0,
        oldestSeconds: 0,
        dead: 0,
      }));
      // The three gauges are collected side by side: one query per scrape serves them all.
      let reading: { scrape: number; rows: Promise<OutboxBacklog[]> } | null = null;
      const read = () => {
        if (reading?.scrape !== scrapes) {
          const rows = withTimeout(backlog(), BACKLOG_TIMEOUT_MS)
            .then((found) => (last = mergeChannels(found)))
            .catch((error: unknown) => {
              log.warn('metrics: the outbox backlog was not read; the last values stand', {
                error: String(error),
              });
              return last;
            });
          reading = { scrape: scrapes, rows };
        }
        return reading.rows;
      };
      const gauge = (name: string, help: string, value: (row: OutboxBacklog) => number) =>
        new Gauge({
          name,
          help,
          labelNames: ['channel'] as const,
          registers: [registry],
          async collect() {
            for (const row of await read()) this.set({ channel: row.channel }, value(row));
          },
        });
      gauge(
        'nymnyc_outbox_pending',
        'Messages queued and not yet sent (pending or being sent)',
        (r) => r.pending,
      );
      gauge(
        'nymnyc_outbox_oldest_pending_seconds',
        'Age of the oldest message not yet sent (0 when none)',
        (r) => r.oldestSeconds,
      );
      gauge('nymnyc_outbox_dead_letters', 'Messages given up after every attempt (dead)', (r) => r.dead);
    },
    /** The sockets this process holds, read at each scrape. */
    watchSockets(count: () => number) {
      // A server attaches its realtime once; a test may attach it again to the same services.
      registry.removeSingleMetric('nymnyc_realtime_sockets');
      new Gauge({
        name: 'nymnyc_realtime_sockets',
        help: 'Realtime WebSockets open on this process',
        registers: [registry],
        collect() {
          this.set(count());
        },
      });
    },
    /** An event reached this process's subscribers `seconds` after it was published (here or on another process). */
    fanout(origin: 'local' | 'remote', seconds: number) {
      fanoutDelay.observe({ origin }, Math.max(seconds, 0));
    },
    orderPlaced() {
      ordersPlaced.inc();
    },
    orderMoved(status: OrderStatus) {
      statusChanges.inc({ status });
    },
    refused(rule: RefusalRule, surface: RefusalSurface) {
      refusals.inc({ rule, surface });
    },
    checkoutConflict(code: string) {
      checkoutConflicts.inc({ code });
    },
    close() {
      for (const close of closers.splice(0)) close();
      registry.clear();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** How often the event-loop probe's timer is set. */
const LAG_PROBE_MS = 100;

/**
 * The event loop's lag as a histogram: how late a timer set every 100 ms fires, which is how long the loop was
 * blocked (a slow synchronous task, a long GC). Every request waits that long. Answers the function that stops it.
 */
function probeEventLoop(registry: Registry) {
  const lag = new Histogram({
    name: 'nymnyc_event_loop_lag_seconds',
    help: 'How late a timer set every 100 ms fired: how long the event loop was blocked',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  let expected = performance.now() + LAG_PROBE_MS;
  const probe = setInterval(() => {
    const now = performance.now();
    lag.observe(Math.max(0, now - expected) / 1000);
    expected = now + LAG_PROBE_MS;
  }, LAG_PROBE_MS);
  probe.unref();
  return () => clearInterval(probe);
}

/** Every notification channel, with zeros where the query found no row. */
function mergeChannels(rows: OutboxBacklog[]): OutboxBacklog[] {
  const found = new Map(rows.map((row) => [row.channel, row]));
  const channels = new Set([...NOTIFICATION_CHANNELS, ...found.keys()]);
  return [...channels].map(
    (channel) => found.get(channel) ?? { channel, pending: 0, oldestSeconds: 0, dead: 0 },
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
