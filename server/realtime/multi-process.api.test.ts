import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { orderTopic } from '#domain/realtime.ts';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import { liveDelivery } from '#server/test-support/live-delivery.ts';
import { expectSubscribed, openSocket } from '#server/test-support/realtime.ts';
import { ORIGIN } from '#server/test-support/test-app.ts';
import { startTwoServers } from '#server/test-support/server-processes.ts';
import type { RunningServer } from '../../bench/lib/server.ts';

const DEV_TOKEN = randomBytes(16).toString('hex');

describe.skipIf(!process.env.DATABASE_URL)('realtime across two server processes on one database', () => {
  let database: Database | undefined;
  const servers: RunningServer[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { DEV_TOOLS: 'true', DEV_TOKEN, TRUSTED_ORIGINS: ORIGIN, LOG_LEVEL: 'error' };
    await startTwoServers(database, env, servers);
  }, 60_000);

  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
  }, 30_000);

  it('a position posted to process A reaches a tracking-code subscriber on process B', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { courier, orderId, trackingCode } = await liveDelivery(a.origin, database!.db, DEV_TOKEN);
    const topic = orderTopic(orderId);

    const socket = await openSocket(b.origin.replace('http', 'ws'), { origin: ORIGIN });
    sockets.push(socket.ws);
    await expectSubscribed(socket, topic, trackingCode);

    const position = { lat: 40.693112, lng: -73.989734 };
    const arrived = socket.next((m) => m.type === 'event' && m.event.kind === 'courier.position', 5000);
    const posted = await courier.call('/api/courier/location', { method: 'POST', body: position });
    expect(posted.status).toBe(200);
    expect(await arrived).toMatchObject({
      type: 'event',
      topic,
      event: { kind: 'courier.position', orderId, ...position },
    });
  });
});
