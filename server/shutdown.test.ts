import { EventEmitter } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/log.ts';
import { keepConnectionsAlive } from '#server/http/keep-alive.ts';
import { createShutdown } from './shutdown.ts';

/** A server whose close() finishes only when the test says its last request has been answered. */
function fakeServer() {
  const emitter = new EventEmitter();
  let finish: (() => void) | undefined;
  const server = Object.assign(emitter, {
    close(done: () => void) {
      finish = done;
      return server;
    },
    closeIdleConnections() {},
  });
  return { server: server as unknown as Server, drain: () => finish?.() };
}

describe('createShutdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function plan(timeoutMs: number) {
    const { server, drain } = fakeServer();
    const exits: number[] = [];
    const shutdown = createShutdown({
      server,
      realtime: { close: async () => {} },
      after: [],
      log: createLogger('silent'),
      timeoutMs,
      exit: (code) => void exits.push(code),
    });
    return { shutdown, drain, exits };
  }

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still running, not a moment before', async () => {
    const { shutdown, exits } = plan(1500);
    void shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(1499);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });

  it('exits 0 as soon as the requests have drained, and the timer never fires after', async () => {
    const { shutdown, drain, exits } = plan(1500);
    const done = shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(300);
    drain();
    await done;
    expect(exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(exits).toEqual([0]);
  });

  it('turns readiness to 503 first, keeps listening for the drain delay, then stops listening', async () => {
    const { server, drain } = fakeServer();
    const steps: string[] = [];
    const close = server.close.bind(server);
    Object.assign(server, {
      close: (done: () => void) => {
        steps.push('stop listening');
        return close(done);
      },
    });
    const exits: number[] = [];
    const shutdown = createShutdown({
      server,
      realtime: { close: async () => void steps.push('close sockets') },
      after: [() => void steps.push('close database')],
      log: createLogger('silent'),
      readiness: { drain: () => void steps.push('readiness 503'), delayMs: 2000 },
      timeoutMs: 10_000,
      exit: (code) => void exits.push(code),
    });
    const done = shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(1999);
    expect(steps).toEqual(['readiness 503']);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps).toEqual(['readiness 503', 'stop listening', 'close sockets']);
    drain();
    await done;
    expect(steps).toEqual(['readiness 503', 'stop listening', 'close sockets', 'close database']);
    expect(exits).toEqual([0]);
  });
});

describe('createShutdown on a real server', () => {
  it('answers a request sent on an idle keep-alive connection after SIGTERM, with Connection: close, and refuses new connections', async () => {
    // Answers after a turn of the loop, as the store's handler does.
    const server = createServer((_req, res) => setImmediate(() => res.end('ok')));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const proxy = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (agent: Agent) =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        })
          .on('error', reject)
          .end();
      });
    // A proxy's connection, kept open between its requests.
    expect(await get(proxy)).toEqual({ status: 200, connection: 'keep-alive' });
    const exits: number[] = [];
    const done = createShutdown({
      server,
      realtime: { close: async () => {} },
      after: [],
      log: createLogger('silent'),
      timeoutMs: 5000,
      exit: (code) => void exits.push(code),
    })('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its next request, on the same connection just after SIGTERM: answered, and the connection is closed after it.
    expect(await get(proxy)).toEqual({ status: 200, connection: 'close' });
    // A new connection is refused: the proxy tries another process.
    await expect(get(new Agent({ keepAlive: false }))).rejects.toThrow(/ECONNREFUSED/);
    await done;
    expect(exits).toEqual([0]);
    proxy.destroy();
  });
});
