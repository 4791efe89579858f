import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH, orderTopic } from '#domain/realtime.ts';
import { guestOrder, remoteApp } from '#server/test-support/live-delivery.ts';
import { client } from '#server/test-support/test-app.ts';
import { expectSubscribed, openSocket, refusedStatus } from '#server/test-support/realtime.ts';
import { REPO_ROOT } from '../../bench/lib/results.ts';
import { startServer, type RunningServer } from '../../bench/lib/server.ts';

const DEV_TOKEN = randomBytes(16).toString('hex');

/** A newcomer's `PORT=… npm start`: no PUBLIC_URL, no TRUSTED_ORIGINS, a port other than 3000. */
describe('a store started on another port without PUBLIC_URL', () => {
  let server: RunningServer;
  let port: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    server = await startServer({
      webDist: join(REPO_ROOT, 'dist', 'web'),
      startTimeoutMs: 40_000,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      env: { PUBLIC_URL: '', TRUSTED_ORIGINS: '', DEV_TOOLS: 'true', DEV_TOKEN, LOG_LEVEL: 'error' },
    });
    port = new URL(server.origin).port;
  }, 60_000);

  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await server?.stop();
  }, 30_000);

  const wsBase = () => server.origin.replace('http', 'ws');

  it("trusts its own pages on that port, under each of the machine's names, and follows an order live", async () => {
    expect(port).not.toBe('3000');
    const own = `http://localhost:${port}`;
    const order = await guestOrder(remoteApp(server.origin), DEV_TOKEN, 'confirmed', own);

    const socket = await openSocket(wsBase(), { origin: own });
    sockets.push(socket.ws);
    await expectSubscribed(socket, orderTopic(order.id), order.trackingCode);
    const advanced = await client(remoteApp(server.origin)).call(
      `/api/dev/orders/${order.orderNumber}/advance`,
      { method: 'POST', body: {}, headers: { 'x-dev-token': DEV_TOKEN, origin: `http://127.0.0.1:${port}` } },
    );
    expect(advanced.status).toBe(200);
    const event = await socket.next((m) => m.type === 'event' && m.event.kind === 'order.status', 5000);
    expect(event).toMatchObject({ event: { orderId: order.id, status: 'preparing' } });
  });

  it('refuses writes and sockets from the default port it is not on', async () => {
    const foreign = await client(remoteApp(server.origin)).call('/api/analytics', {
      method: 'POST',
      body: { events: [] },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(foreign.status).toBe(403);
    const status = await refusedStatus(`${wsBase()}${REALTIME_PATH}`, 'http://localhost:3000');
    expect(status).toBe(403);
  });
});
