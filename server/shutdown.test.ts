import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/log.ts';
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
});
