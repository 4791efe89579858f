import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { ORIGIN } from '#server/test-support/test-app.ts';

export interface HeldAnswer {
  status: number | null;
  body: string;
  connection?: string;
  error?: string;
}

/**
 * A checkout sent with `Expect: 100-continue` on its own keep-alive connection, as a browser's would be. `accepted` settles when the server has read
 * its headers (it answered 100 Continue), so the request is in the server's hands; the body is then sent, all
 * but its last byte when `hold` is set, which `release()` sends.
 */
export function heldCheckout(origin: string, order: unknown, hold: boolean) {
  const body = JSON.stringify(order);
  const req = request(new URL('/api/checkout', origin), {
    method: 'POST',
    agent: new Agent({ keepAlive: true }),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'idempotency-key': randomUUID(),
      expect: '100-continue',
      origin: ORIGIN,
    },
  });
  const answer = new Promise<HeldAnswer>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? null, body: text, connection: res.headers.connection ?? '' }),
      );
      res.on('error', (error) => resolve({ status: null, body: text, error: String(error) }));
    });
    req.on('error', (error) => resolve({ status: null, body: '', error: String(error) }));
  });
  const accepted = new Promise<void>((resolve) => {
    req.once('continue', () => {
      if (hold) req.write(body.slice(0, -1), () => resolve());
      else req.end(body, () => resolve());
    });
  });
  req.flushHeaders();
  return { accepted, answer, release: () => req.end(body.slice(-1)) };
}

/** Whether a new TCP connection to the server is refused. */
export function refusesConnections(origin: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
