import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventOf, RealtimeEvent, TopicName } from '#domain/realtime.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';

export type Listener = (event: RealtimeEvent) => void;

/** Topic-based publish/subscribe between the services and the WebSocket hub. */
/** A registry topic takes only the events the registry lists for it (domain/realtime.ts). */
export type EventFor<T extends string> = T extends TopicName ? EventOf<T> : RealtimeEvent;

export interface EventBus {
  publish<T extends string>(topic: T, event: EventFor<T>): Promise<void>;
  /** Several events at once: delivered here in order, and sent to the other servers in one database round trip. */
  publishAll(items: readonly Published[]): Promise<void>;
  subscribe(topic: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** One event for `publishAll`, its topic and kind checked against the registry. */
export type Published = { [T in TopicName]: { topic: T; event: EventOf<T> } }[TopicName];

export interface EventBusHandle extends EventBus {
  /** Resolves once cross-process delivery is listening (at once on PGlite). */
  ready(): Promise<void>;
  /** Whether events from the other servers arrive right now (always on PGlite: there are none). */
  listening(): boolean;
}

export interface EventBusOptions {
  /** PostgreSQL URL for the LISTEN connection; defaults to the pool's. */
  connectionString?: string;
  /**
   * Told how long after its publishing an event reached this process's listeners (the metrics' fan-out delay): at
   * once for this process's own events, through NOTIFY for the others'.
   */
  onDelivered?: (origin: 'local' | 'remote', seconds: number) => void;
}

export const NOTIFY_CHANNEL = 'nym_events';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 8000;
const RECONNECT_MIN_MS = 500;
/**
 * The back-off's ceiling: live updates and the outbox resume within 5 s of the database's return. (At 30 s, an
 * outage of 16 s left them silent for up to 30 s more; one connection attempt per process every 5 s costs nothing.)
 */
const RECONNECT_MAX_MS = 5000;

interface Envelope {
  origin: string;
  topic: string;
  event: RealtimeEvent;
  /** When it was published (ms since the epoch); absent from a process of an older version. */
  sentAt?: number;
}

const isEnvelope = (v: unknown): v is Envelope => {
  const e = v as Partial<Envelope> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.origin === 'string' &&
    typeof e.topic === 'string' &&
    typeof e.event === 'object' &&
    e.event !== null &&
    typeof (e.event as { kind?: unknown }).kind === 'string'
  );
};

/**
 * Listeners in this process get events at once. On PostgreSQL every publish is also sent with NOTIFY so the
 * other server processes deliver it to their own listeners; one dedicated connection per process LISTENs.
 */
export function createEventBus(
  database: Database,
  log: Logger,
  options: EventBusOptions = {},
): EventBusHandle {
  const topics = new Map<string, Set<Listener>>();
  const origin = randomUUID();

  function deliver(topic: string, event: RealtimeEvent) {
    const listeners = topics.get(topic);
    if (!listeners) return false;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        log.error('realtime listener failed', { topic, error: String(error) });
      }
    }
    return true;
  }

  function onNotification(payload: string | undefined) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload ?? '');
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) return log.warn('realtime: ignored a malformed notification');
    if (envelope.origin === origin || !deliver(envelope.topic, envelope.event)) return;
    if (typeof envelope.sentAt === 'number')
      options.onDelivered?.('remote', (Date.now() - envelope.sentAt) / 1000);
  }

  const pool = database.kind === 'postgres' ? database.pool : undefined;
  const connectionString = options.connectionString ?? pool?.options.connectionString;
  const listener =
    pool && connectionString ? listen(connectionString, onNotification, log, () => pool.ending) : null;
  if (pool && !connectionString) log.warn('realtime: no connection string, events stay in this process');

  async function publishAll(items: readonly Published[]) {
    const sentAt = Date.now();
    const started = performance.now();
    for (const { topic, event } of items) {
      if (deliver(topic, event)) options.onDelivered?.('local', (performance.now() - started) / 1000);
    }
    if (!pool) return;
    const payloads: string[] = [];
    for (const { topic, event } of items) {
      const payload = JSON.stringify({ origin, topic, event, sentAt } satisfies Envelope);
      if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) payloads.push(payload);
      else log.error('realtime: event too large to notify other servers', { topic, kind: event.kind });
    }
    if (payloads.length === 0) return;
    const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
    // The events are already committed and delivered here; a failed NOTIFY must not fail the caller.
    await pool.query(`select ${calls}`, [NOTIFY_CHANNEL, ...payloads]).catch((error: unknown) => {
      log.error('realtime: notify failed', { topics: items.map((i) => i.topic), error: String(error) });
    });
  }

  return {
    ready: () => listener?.ready ?? Promise.resolve(),
    listening: () => (listener ? listener.listening() : !pool),
    publish(topic, event) {
      return publishAll([{ topic, event } as Published]);
    },
    publishAll,
    subscribe(topic, fn) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && topics.get(topic) === set) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
      await listener?.close();
    },
  };
}

/** One LISTEN connection that reconnects with back-off until closed; it never throws. */
export function listen(
  connectionString: string,
  onNotification: (payload: string | undefined) => void,
  log: Logger,
  databaseClosed: () => boolean,
  channel: string = NOTIFY_CHANNEL,
) {
  let client: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let closed = false;
  let listeningNow = false;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function drop(c: pg.Client, reason: unknown) {
    if (closed || client !== c) return;
    client = null;
    listeningNow = false;
    c.removeAllListeners();
    c.on('error', () => undefined);
    c.end().catch(() => undefined);
    // The database was closed without closing the bus first: nothing is left to listen to.
    if (databaseClosed()) {
      closed = true;
      return;
    }
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    log.warn('realtime: listen connection lost, reconnecting', { delayMs: delay, reason: String(reason) });
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  }

  async function connect() {
    if (closed) return;
    const c = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: 'nym-realtime',
    });
    client = c;
    c.on('error', (error) => drop(c, error));
    c.on('end', () => drop(c, 'ended'));
    c.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (client === c && failures > 0) log.info('realtime: listen connection restored');
      if (client === c) listeningNow = true;
      failures = 0;
      markReady();
    } catch (error) {
      drop(c, error);
    }
  }

  void connect();
  return {
    ready,
    listening: () => listeningNow,
    async close() {
      closed = true;
      listeningNow = false;
      markReady();
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (!c) return;
      c.removeAllListeners();
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    },
  };
}
