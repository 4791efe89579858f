import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { attachStoreRealtime } from '#server/realtime/store-realtime.ts';
import { openSocket } from './realtime.ts';
import { ORIGIN, type TestApp } from './test-app.ts';

type Server = Parameters<typeof attachStoreRealtime>[0];

/** The test app served on a free port with the store's realtime endpoint; `close()` ends both, not the app. */
export async function listenWithRealtime(
  t: TestApp,
  options: Parameters<typeof attachStoreRealtime>[2] = {},
) {
  const server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
  const hub = attachStoreRealtime(server, t.services, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hub,
    origin,
    /** A socket sent with these cookies: a client's jar, or a Cookie header. */
    socket(cookies: Iterable<[string, string]> | string) {
      const cookie =
        typeof cookies === 'string' ? cookies : [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return openSocket(origin.replace('http', 'ws'), { origin: ORIGIN, headers: { cookie } });
    },
    async close() {
      await hub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
