import {
  REALTIME_PATH,
  type ClientMessage,
  type RealtimeEvent,
  type ServerMessage,
} from '#domain/realtime.ts';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
export type RealtimeListener = (event: RealtimeEvent) => void;

export interface SubscribeOptions {
  /** A tracking code, for followers who are not signed in. */
  code?: string | undefined;
  /** The server refused the topic (e.g. 'Not allowed'). */
  onError?: (message: string) => void;
  /** The server confirmed the subscription (at once when the topic was already confirmed on this socket). */
  onSubscribed?: () => void;
}

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
}

export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(): void;
}

export interface RealtimeClientOptions {
  url: () => string;
  open: (url: string, on: SocketHandlers) => SocketLike;
  random?: () => number;
}

interface Subscription {
  onEvent: RealtimeListener;
  onError: ((message: string) => void) | undefined;
  onSubscribed: (() => void) | undefined;
}

interface Topic {
  code: string | undefined;
  /** The server answered 'subscribed' on the current socket. */
  confirmed: boolean;
  subscriptions: Set<Subscription>;
}

const CONNECTING = 0;
const OPEN = 1;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

/** Reconnect delay: 1 s × 2^attempt capped at 30 s, with jitter across the upper half. */
export function backoffMs(attempt: number, random: () => number = Math.random) {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as ServerMessage | null;
    return typeof message === 'object' && message !== null && typeof message.type === 'string'
      ? message
      : null;
  } catch {
    return null;
  }
}

/** One socket shared by every subscription; opened on the first, closed after the last. */
export function createRealtimeClient(options: RealtimeClientOptions) {
  const topics = new Map<string, Topic>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'closed';
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  function setStatus(next: RealtimeStatus) {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function send(message: ClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  const subscribeMessage = (topic: string, code: string | undefined): ClientMessage =>
    code ? { type: 'subscribe', topic, code } : { type: 'subscribe', topic };

  function dispatch(message: ServerMessage) {
    const entry = message.topic === undefined ? undefined : topics.get(message.topic);
    if (!entry) return;
    if (message.type === 'subscribed') entry.confirmed = true;
    for (const subscription of [...entry.subscriptions]) {
      if (message.type === 'event') subscription.onEvent(message.event);
      else if (message.type === 'error') subscription.onError?.(message.message);
      else subscription.onSubscribed?.();
    }
  }

  function connect() {
    retry = null;
    if (socket || topics.size === 0) return;
    setStatus('connecting');
    const current = options.open(options.url(), {
      open: () => onOpen(current),
      message: (data) => {
        const message = parse(data);
        if (message) dispatch(message);
      },
      close: () => onClose(current),
    });
    socket = current;
  }

  function onOpen(current: SocketLike) {
    if (socket !== current) return;
    if (topics.size === 0) return disconnect();
    attempt = 0;
    setStatus('open');
    for (const [topic, entry] of topics) send(subscribeMessage(topic, entry.code));
  }

  function onClose(current: SocketLike) {
    if (socket !== current) return;
    socket = null;
    for (const entry of topics.values()) entry.confirmed = false;
    setStatus('closed');
    if (topics.size > 0) scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retry) return;
    retry = setTimeout(connect, backoffMs(attempt, options.random));
    attempt += 1;
  }

  function disconnect() {
    if (retry) clearTimeout(retry);
    retry = null;
    attempt = 0;
    // Closing a socket that is still connecting logs a browser error; it closes itself once open instead.
    if (socket?.readyState === CONNECTING) return;
    const current = socket;
    socket = null;
    current?.close(1000);
    setStatus('closed');
  }

  return {
    subscribe(topic: string, onEvent: RealtimeListener, opts: SubscribeOptions = {}): () => void {
      const subscription: Subscription = { onEvent, onError: opts.onError, onSubscribed: opts.onSubscribed };
      let entry = topics.get(topic);
      if (!entry) {
        entry = { code: opts.code, confirmed: false, subscriptions: new Set() };
        topics.set(topic, entry);
        send(subscribeMessage(topic, entry.code));
      } else if (opts.code && opts.code !== entry.code) {
        entry.code = opts.code;
        entry.confirmed = false;
        send(subscribeMessage(topic, entry.code));
      }
      entry.subscriptions.add(subscription);
      const confirmed = entry;
      if (confirmed.confirmed) {
        queueMicrotask(() => {
          if (confirmed.subscriptions.has(subscription)) subscription.onSubscribed?.();
        });
      }
      if (!socket && !retry) connect();
      return () => {
        const current = topics.get(topic);
        if (!current?.subscriptions.delete(subscription) || current.subscriptions.size > 0) return;
        topics.delete(topic);
        send({ type: 'unsubscribe', topic });
        if (topics.size === 0) disconnect();
      };
    },
    onStatus(listener: (status: RealtimeStatus) => void): () => void {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
    status: () => status,
    /** Skips the back-off wait, e.g. when the browser comes back online. */
    reconnectNow() {
      if (!retry) return;
      clearTimeout(retry);
      connect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

function browserClient(): RealtimeClient {
  const client = createRealtimeClient({
    url: () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`,
    open: (url, on) => {
      const ws = new WebSocket(url);
      ws.onopen = on.open;
      ws.onmessage = (message) => on.message(message.data);
      ws.onclose = on.close;
      return ws;
    },
  });
  window.addEventListener('online', () => client.reconnectNow());
  return client;
}

let shared: RealtimeClient | null = null;
const tabClient = () => (shared ??= browserClient());

/** Follows a topic over this tab's one realtime socket; returns the unsubscribe. */
export function subscribe(topic: string, onEvent: RealtimeListener, options?: SubscribeOptions) {
  return tabClient().subscribe(topic, onEvent, options);
}

/** Calls `listener` with the connection state now and on every change. */
export function onStatus(listener: (status: RealtimeStatus) => void) {
  return tabClient().onStatus(listener);
}

export const realtimeStatus = () => tabClient().status();
