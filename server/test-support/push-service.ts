import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A browser's side of Web Push: a real P-256 key pair and auth secret, as `PushManager.subscribe` makes them. Only
 * it can read what the server encrypted for it.
 */
export function fakeBrowser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** The subscription's JSON, as `PushSubscription.toJSON()` gives it. */
    subscription: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    }),
    /** Opens an aes128gcm message (RFC 8291) and parses its JSON. */
    read: (body: Buffer): unknown =>
      JSON.parse(
        decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ),
  };
}
export type FakeBrowser = ReturnType<typeof fakeBrowser>;

/** What the fake push service says in a failed answer's body. */
export const FAILURE_BODY = 'internal push node 10.0.0.7 says';

/** A valid P-256 public key (a point on the curve) for tests that never decrypt what is sent to it. */
export const TEST_P256DH =
  'BDV034086mlcYSAD56oTLnxAoTHyAUEPsURbvqQjsWXCMZLoo0gScYOqA_tvamHNy-6ihAG4UgRrSecBaY_45x4';

export interface PushRequest {
  /** The endpoint's path: one per subscription. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1: takes every message, records it, and answers 201 (as FCM and Mozilla do), or for a
 * path the statuses `answer` gave it, in turn (the last repeats), or the redirect `redirect` gave it. A failure's
 * body names the service's insides, as a real one may: tests check that it is never kept.
 */
export async function fakePushService() {
  const requests: PushRequest[] = [];
  const answers = new Map<string, number[]>();
  const redirects = new Map<string, string>();
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const queue = answers.get(path) ?? [];
      const location = redirects.get(path);
      const status = location ? 302 : ((queue.length > 1 ? queue.shift() : queue[0]) ?? 201);
      res.writeHead(status, { 'content-type': 'text/plain', ...(location ? { location } : {}) });
      res.end(status < 300 ? '' : `${FAILURE_BODY} ${status}`);
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let n = 0;
  return {
    requests,
    /** A new endpoint on this service, as a push service hands one to each subscription. */
    endpoint: (name = `sub-${(n += 1)}`) => `http://127.0.0.1:${port}/push/${name}`,
    /** The statuses the endpoint answers from now on. */
    answer(endpoint: string, statuses: number[]) {
      answers.set(new URL(endpoint).pathname, [...statuses]);
    },
    /** The endpoint answers 302 to `location` from now on. */
    redirect(endpoint: string, location: string) {
      redirects.set(new URL(endpoint).pathname, location);
    },
    /** The messages an endpoint received. */
    to: (endpoint: string) => requests.filter((r) => r.path === new URL(endpoint).pathname),
    /** Resolves once `count` messages in all have arrived. */
    async received(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`push service: ${requests.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakePushService = Awaited<ReturnType<typeof fakePushService>>;
