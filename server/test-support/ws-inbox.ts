import type { WebSocket } from 'ws';
import type { ServerMessage } from '#domain/realtime.ts';

/** Collects a socket's messages; `next(match)` waits for the first one that matches. */
export function inbox(ws: WebSocket) {
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const wake of waiters) wake();
  });
  const next = (match: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { next };
}
