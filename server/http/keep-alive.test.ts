import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from './keep-alive.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe('keepConnectionsAlive', () => {
  it('keeps idle connections longer than a 60 s proxy, headers a second more, and says so to clients', async () => {
    server = createServer((_req, res) => res.end('ok'));
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS + 1_000);

    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const header = await new Promise<unknown>((resolve, reject) => {
      request({ port, host: '127.0.0.1', headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      })
        .on('error', reject)
        .end();
    });
    expect(header).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });
});
