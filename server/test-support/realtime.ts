import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH, type ServerMessage } from '#domain/realtime.ts';

export interface TestSocket {
  ws: WebSocket;
  messages: { at: number; message: ServerMessage }[];
  /** The next message (after those already matched) that matches, or a rejection after `timeoutMs`. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  send(value: unknown): void;
  closed: Promise<number>;
}

/** A realtime socket to `base` (ws://host:port) that records what it receives; resolves once open. */
export async function openSocket(
  base: string,
  { origin, headers = {} }: { origin: string; headers?: Record<string, string> },
): Promise<TestSocket> {
  const ws = new WebSocket(`${base}${REALTIME_PATH}`, { origin, headers });
  const messages: TestSocket['messages'] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push({ at: performance.now(), message: JSON.parse(String(data)) as ServerMessage });
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let seen = 0;
  return {
    ws,
    messages,
    closed,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next(match, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (; seen < messages.length; seen++) {
            const { message } = messages[seen]!;
            if (!match(message)) continue;
            seen++;
            waiters.delete(check);
            clearTimeout(timer);
            return resolve(message);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The HTTP status of an upgrade the server answers without switching protocols. */
export function refusedStatus(url: string, origin: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { origin, headers });
  ws.on('error', () => undefined);
  return new Promise<number>((resolve) =>
    ws.on('unexpected-response', (req, res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    }),
  );
}

/** Subscribes and expects the server's answer for that topic. */
export async function expectSubscribed(c: TestSocket, topic: string, code?: string) {
  c.send(code === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, code });
  expect(await c.next((m) => m.topic === topic)).toEqual({ type: 'subscribed', topic });
}

/** Subscribes and expects the refusal every topic gets that its subscriber may not follow. */
export async function expectRefused(c: TestSocket, topic: string, code?: string) {
  c.send(code === undefined ? { type: 'subscribe', topic } : { type: 'subscribe', topic, code });
  expect(await c.next((m) => m.topic === topic)).toEqual({ type: 'error', topic, message: 'Not allowed' });
}

/** Received events of one topic. */
export const eventsOf = (c: TestSocket, topic: string) =>
  c.messages.flatMap(({ message: m }) => (m.type === 'event' && m.topic === topic ? [m.event] : []));
