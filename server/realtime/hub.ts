import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Role } from '#domain/auth.ts';
import {
  REALTIME_MAX_EVENTS_PER_SECOND,
  REALTIME_PATH,
  SESSIONS_TOPIC,
  type ServerMessage,
} from '#domain/realtime.ts';
import type { Logger } from '#server/log.ts';
import { createAdmission } from './admission.ts';
import { createAuthorizations } from './authorizations.ts';
import type { EventBus } from './bus.ts';
import { REALTIME_LIMITS, type RealtimeLimits } from './limits.ts';
import { parseMessage } from './messages.ts';
import { createRateGate, createSlidingWindow } from './rate-gate.ts';
import { addressOf, pathOf, refuse, toHeaders } from './upgrade.ts';
import { closeGracefully, send, type Connection, type Subscription } from './connection.ts';
import { applyAccessChange, sessionRoleReader } from './session-roles.ts';

export interface Subscriber {
  userId: string | null;
  roles: readonly Role[];
  /** The session the socket was opened with, so ending that session closes the socket. */
  sessionId?: string | null;
  /** The SHA-256 of the guest chat token the browser's cookie holds (a guest's own support chat), if any. */
  chatGuest?: string | null;
}

export interface RealtimeDeps {
  bus: EventBus;
  authorize(topic: string, subscriber: Subscriber, code?: string): Promise<boolean>;
  resolveUser(
    headers: Headers,
  ): Promise<{ userId: string; roles: readonly Role[]; sessionId?: string } | null>;
  /**
   * The roles the socket's session holds now, read again when its account's access changes and at every re-check;
   * null once the session ended or the account is blocked. Unset, a socket keeps the roles it connected with.
   */
  sessionRoles?(sessionId: string): Promise<readonly Role[] | null>;
  /** The guest chat token hash in the upgrade's cookies (server/http/guest-chat.ts), if any. */
  resolveChatGuest?(headers: Headers): string | null;
  /** Browser origins allowed to connect; a request without Origin (not a browser) is allowed. */
  allowedOrigin: string | readonly string[];
  /** Trusted proxies in front: count sockets by the X-Forwarded-For entry HTTP takes (`clientAddress`). */
  trustProxy?: number;
  limits?: Partial<RealtimeLimits>;
  log: Logger;
  heartbeatMs?: number;
}

export interface RealtimeHub {
  connectionCount(): number;
  /** Asks every socket's topics again now, roles read afresh: what each topic's re-check does every TTL. */
  recheckAll(): void;
  /** Closes every socket (1001), stops accepting upgrades and closes the WebSocket server. */
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 4 * 1024;
const MAX_MESSAGES_PER_SECOND = 20;
const MAX_TOPICS = 20;
const CLOSE_GRACE_MS = 2000;
const MAX_REMEMBERED_AUTHORIZATIONS = 100;

/** WebSocket endpoint at REALTIME_PATH: subscribers follow the bus topics `authorize` allows them. */
export function attachRealtime(server: Server, deps: RealtimeDeps): RealtimeHub {
  const { bus, log } = deps;
  const limits = { ...REALTIME_LIMITS, ...deps.limits };
  const admission = createAdmission({ perAddress: limits.socketsPerIp, total: limits.sockets });
  const allowedOrigins = new Set([deps.allowedOrigin].flat().map((o) => new URL(o).origin));
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
  });
  const connections = new Set<Connection>();
  let closed = false;

  function unsubscribe(conn: Connection, topic: string) {
    const entry = conn.topics.get(topic);
    if (!entry) return;
    conn.topics.delete(topic);
    entry.abort.abort();
    if (entry.recheck) clearTimeout(entry.recheck);
    entry.stop?.();
    conn.gate.discard((key) => key.startsWith(`${topic}\n`));
  }

  const current = (conn: Connection, topic: string, entry: Subscription) =>
    conn.topics.get(topic) === entry && connections.has(conn);

  function refuseTopic(conn: Connection, topic: string) {
    unsubscribe(conn, topic);
    send(conn.socket, { type: 'error', topic, message: 'Not allowed' });
  }

  /** Asks again every TTL whether a live subscription is still allowed; a right withdrawn ends it. */
  function scheduleRecheck(conn: Connection, topic: string, entry: Subscription) {
    if (entry.recheck) clearTimeout(entry.recheck);
    entry.recheck = setTimeout(() => void recheck(conn, topic, entry), limits.authorizationTtlMs);
    entry.recheck.unref();
  }

  const roles = sessionRoleReader(deps.sessionRoles, log, (conn) => connections.has(conn));

  async function recheck(conn: Connection, topic: string, entry: Subscription, rolesRead = false) {
    if (entry.recheck) clearTimeout(entry.recheck);
    entry.recheck = null;
    // A failed read (the database away) keeps the roles, as a failed check keeps the subscription.
    if (!rolesRead && (await roles.shared(conn)) === 'closed') return;
    if (!current(conn, topic, entry)) return;
    const verdict = await conn.authorizations.check(topic, entry.code, {
      fresh: true,
      signal: entry.abort.signal,
    });
    if (!current(conn, topic, entry) || !entry.stop) return;
    // A failed check (the database away) keeps the subscription until the next one.
    if (verdict === 'denied') return refuseTopic(conn, topic);
    scheduleRecheck(conn, topic, entry);
  }

  async function subscribe(conn: Connection, topic: string, code: string | undefined) {
    const existing = conn.topics.get(topic);
    if (existing) {
      if (existing.stop) send(conn.socket, { type: 'subscribed', topic });
      return;
    }
    if (topic === SESSIONS_TOPIC) return send(conn.socket, { type: 'error', topic, message: 'Not allowed' });
    if (conn.topics.size >= MAX_TOPICS) {
      return send(conn.socket, { type: 'error', topic, message: `At most ${MAX_TOPICS} topics` });
    }
    const entry: Subscription = { code, stop: null, abort: new AbortController(), recheck: null };
    conn.topics.set(topic, entry);
    while (conn.changing) await conn.changing;
    if (!current(conn, topic, entry)) return;
    const verdict = await conn.authorizations.check(topic, code, { signal: entry.abort.signal });
    if (!current(conn, topic, entry)) return;
    if (verdict !== 'allowed') return refuseTopic(conn, topic);
    entry.stop = bus.subscribe(topic, (event) => {
      conn.gate.offer(`${topic}\n${event.kind}`, { type: 'event', topic, event });
    });
    scheduleRecheck(conn, topic, entry);
    send(conn.socket, { type: 'subscribed', topic });
  }

  function onMessage(conn: Connection, data: RawData, isBinary: boolean) {
    if (conn.socket.readyState !== WebSocket.OPEN) return;
    if (!conn.incoming.tryTake()) return conn.socket.close(1008, 'Too many messages');
    const message = parseMessage(data, isBinary);
    if (typeof message === 'string') return send(conn.socket, { type: 'error', message });
    if (message.type === 'unsubscribe') return unsubscribe(conn, message.topic);
    void subscribe(conn, message.topic, message.code);
  }

  function onConnection(socket: WebSocket, subscriber: Subscriber) {
    const conn: Connection = {
      socket,
      subscriber,
      topics: new Map(),
      authorizations: createAuthorizations({
        authorize: (topic, code) => deps.authorize(topic, subscriber, code),
        ttlMs: limits.authorizationTtlMs,
        maxInFlight: limits.authorizationsInFlight,
        maxEntries: MAX_REMEMBERED_AUTHORIZATIONS,
        onError: (topic, error) => log.error('realtime: authorize failed', { topic, error: String(error) }),
      }),
      gate: createRateGate<ServerMessage>({
        capacity: REALTIME_MAX_EVENTS_PER_SECOND,
        windowMs: 1000,
        send: (message) => send(socket, message),
      }),
      incoming: createSlidingWindow(MAX_MESSAGES_PER_SECOND, 1000),
      alive: true,
      changing: null,
      rolesRead: null,
    };
    connections.add(conn);
    socket.on('pong', () => (conn.alive = true));
    socket.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    socket.on('error', (error) => log.debug('realtime: socket error', { error: String(error) }));
    socket.on('close', () => {
      connections.delete(conn);
      conn.gate.close();
      for (const topic of [...conn.topics.keys()]) unsubscribe(conn, topic);
    });
  }

  async function accept(req: IncomingMessage, socket: Duplex, head: Buffer) {
    let user: Awaited<ReturnType<RealtimeDeps['resolveUser']>> = null;
    const headers = toHeaders(req.headers);
    try {
      user = await deps.resolveUser(headers);
    } catch (error) {
      log.error('realtime: could not resolve the session', { error: String(error) });
    }
    if (socket.destroyed) return;
    if (closed) return refuse(socket, 503, 'Service Unavailable');
    const subscriber: Subscriber = {
      userId: user?.userId ?? null,
      roles: user?.roles ?? [],
      sessionId: user?.sessionId ?? null,
      chatGuest: deps.resolveChatGuest?.(headers) ?? null,
    };
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, subscriber));
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    if (pathOf(req.url) !== REALTIME_PATH) return;
    // Sockets handed to 'upgrade' have no error listener; one error must not crash the process.
    socket.on('error', () => undefined);
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return refuse(socket, 403, 'Forbidden');
    if (closed) return refuse(socket, 503, 'Service Unavailable');
    const ip = addressOf(req, deps.trustProxy ?? 0);
    const admitted = admission.admit(ip);
    if (admitted === 'address-full') {
      log.warn('realtime: too many sockets from one address', { ip, cap: limits.socketsPerIp });
      return refuse(socket, 429, 'Too Many Requests');
    }
    if (admitted === 'server-full') {
      log.warn('realtime: socket cap reached', { ip, cap: limits.sockets });
      return refuse(socket, 503, 'Service Unavailable');
    }
    // The slot is held from here, through the handshake, until the connection closes.
    socket.once('close', () => admission.release(ip));
    void accept(req, socket, head).catch((error: unknown) => {
      log.error('realtime: upgrade failed', { error: String(error) });
      socket.destroy();
    });
  }

  /** After an access change: topics are asked again, with the roles read afresh, before another event is sent. */
  const accessChanged = (conn: Connection) =>
    applyAccessChange(conn, roles.read, (topic, entry) => recheck(conn, topic, entry, true), log);

  function recheckAll() {
    for (const conn of connections) {
      for (const [topic, entry] of conn.topics) if (entry.stop) void recheck(conn, topic, entry);
    }
  }

  // A socket lives no longer than the session it was opened with: sign-out or a block closes it (1008). When a
  // session's access changes (a role granted or withdrawn, a courier PIN lock) its roles are read again, its
  // answers forgotten and its topics asked again before any further event reaches it.
  const stopSessions = bus.subscribe(SESSIONS_TOPIC, (event) => {
    if (event.kind !== 'sessions.ended' && event.kind !== 'sessions.changed') return;
    for (const conn of connections) {
      const { userId, sessionId } = conn.subscriber;
      if (userId !== event.userId || (event.sessionId !== null && event.sessionId !== sessionId)) continue;
      if (event.kind === 'sessions.ended') {
        conn.socket.close(1008, 'Session ended');
        continue;
      }
      accessChanged(conn);
    }
  });

  server.on('upgrade', onUpgrade);
  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, deps.heartbeatMs ?? 30_000);
  heartbeat.unref();

  return {
    connectionCount: () => connections.size,
    recheckAll,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      stopSessions();
      server.off('upgrade', onUpgrade);
      await Promise.all([...connections].map(({ socket }) => closeGracefully(socket, CLOSE_GRACE_MS)));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
