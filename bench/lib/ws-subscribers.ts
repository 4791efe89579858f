import { WebSocket } from 'ws';
import { REALTIME_PATH, type ServerMessage } from '#domain/realtime.ts';

export interface Receipt {
  /** Index of the server (in `origins`) the subscriber is connected to. */
  server: number;
  lat: number;
  /** performance.now() when the message arrived, before parsing it. */
  at: number;
}

export interface Subscribers {
  /** Subscribed sockets per server, in the order of `origins`. */
  connected: number[];
  /** Sockets that could not connect or subscribe, and the first reason. */
  failed: number;
  firstFailure: string | null;
  connectMs: number;
  receipts: Receipt[];
  close(): void;
}

const BATCH = 50;
const SUBSCRIBE_TIMEOUT_MS = 10_000;

function subscribeOne(
  url: string,
  topic: string,
  code: string,
  onPosition: (lat: number, at: number) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const fail = (why: unknown) => {
      clearTimeout(timer);
      ws.terminate();
      reject(why instanceof Error ? why : new Error(String(why)));
    };
    const timer = setTimeout(() => fail('no "subscribed" in time'), SUBSCRIBE_TIMEOUT_MS);
    ws.once('error', fail);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', topic, code })));
    ws.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'event' && message.event.kind === 'courier.position') {
        onPosition(message.event.lat, at);
      } else if (message.type === 'subscribed') {
        clearTimeout(timer);
        ws.off('error', fail).on('error', () => undefined);
        resolve(ws);
      } else if (message.type === 'error') fail(message.message);
    });
  });
}

/** `count` sockets spread round-robin over `origins`, each subscribed to `topic` with a tracking code. */
export async function openSubscribers(
  origins: string[],
  count: number,
  topic: string,
  code: string,
): Promise<Subscribers> {
  const sockets: WebSocket[] = [];
  const receipts: Receipt[] = [];
  const connected = origins.map(() => 0);
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  for (let first = 0; first < count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first) }, async (_, i) => {
      const server = (first + i) % origins.length;
      const url = `${origins[server]!.replace(/^http/, 'ws')}${REALTIME_PATH}`;
      try {
        sockets.push(await subscribeOne(url, topic, code, (lat, at) => receipts.push({ server, lat, at })));
        connected[server]! += 1;
      } catch (error) {
        failed += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    });
    await Promise.all(batch);
  }
  return {
    connected,
    failed,
    firstFailure,
    connectMs: performance.now() - started,
    receipts,
    close: () => sockets.forEach((ws) => ws.terminate()),
  };
}
