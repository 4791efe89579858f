import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_PATH } from '#domain/realtime.ts';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import { ORIGIN } from '#server/test-support/test-app.ts';
import { checkoutTarget, guestOrder } from './checkout-stream.ts';
import { startFaultServer, waitFor, type RunningServer } from './fault-server.ts';
import { heldCheckout, refusesConnections } from './held-request.ts';

const BURST = 10;
const HELD = 2;

// Both passes: on PGlite the shutdown closes the embedded database and its lock, on PostgreSQL the pool.
describe('graceful shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nym-fault-data-'));
  let database: Database | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) database = await openTestDatabase();
    const databaseUrl = database?.pool?.options.connectionString;
    // Readiness answers 503 for this long after the signal while requests are still taken.
    const env = { SHUTDOWN_DRAIN_MS: '1500' };
    server = await startFaultServer(databaseUrl ? { databaseUrl, env } : { dataDir, env });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('turns not ready, then refuses new connections, finishes in-flight checkouts, closes WebSockets, exits 0', async () => {
    const { origin, pid, exited } = server!;
    let exit: unknown = null;
    void exited.then((e) => (exit = e));
    const target = await checkoutTarget(origin);

    const ws = new WebSocket(`${origin.replace('http', 'ws')}${REALTIME_PATH}`, { origin: ORIGIN });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const wsClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

    const requests = Array.from({ length: BURST + HELD }, (_, i) =>
      heldCheckout(origin, guestOrder(target), i >= BURST),
    );
    await Promise.all(requests.map((r) => r.accepted));
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    process.kill(pid, 'SIGTERM');
    process.kill(pid, 'SIGTERM');

    // First readiness: a load balancer polling /readyz takes the process out while it still answers.
    await waitFor(
      'readiness 503',
      async () => ((await fetch(`${origin}/readyz`)).status === 503 ? true : undefined),
      1000,
    );
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
    expect(await wsClosed).toEqual({ code: 1001, reason: 'Server shutting down' });
    await waitFor(
      'new connections refused',
      async () => ((await refusesConnections(origin)) ? true : undefined),
      3000,
    );
    expect(exit, 'still draining the held checkouts').toBeNull();

    for (const r of requests.slice(BURST)) r.release();
    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    // Answered after the signal: the client is told not to reuse the connection.
    expect(answers.slice(BURST).map((a) => a.connection)).toEqual(answers.slice(BURST).map(() => 'close'));
    const numbers = answers.map(
      (a) => (JSON.parse(a.body) as { order: { orderNumber: string } }).order.orderNumber,
    );
    expect(new Set(numbers).size).toBe(BURST + HELD);

    // Exit 0: drained, not cut off by SHUTDOWN_TIMEOUT_MS (that exit is 1, the next test).
    expect(await exited).toEqual({ code: 0, signal: null });
    if (!database)
      expect(existsSync(join(dataDir, 'server.pid')), 'the DATA_DIR lock is released').toBe(false);
  }, 60_000);

  // Database-independent, so only in the PGlite pass.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'exits 1 after SHUTDOWN_TIMEOUT_MS when a request never finishes',
    async () => {
      const stuckDir = mkdtempSync(join(tmpdir(), 'nym-fault-data-'));
      const stuck = await startFaultServer({ dataDir: stuckDir, env: { SHUTDOWN_TIMEOUT_MS: '1500' } });
      try {
        const target = await checkoutTarget(stuck.origin);
        const never = heldCheckout(stuck.origin, guestOrder(target), true);
        await never.accepted;
        process.kill(stuck.pid, 'SIGTERM');
        expect(await stuck.exited).toEqual({ code: 1, signal: null });
        // The configured wait, not the clock: when the timer fires is shutdown.test.ts's, with a fake clock.
        const lines = stuck
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 'error',
            msg: 'shutdown timed out, exiting',
            timeoutMs: 1500,
            inFlight: 1,
          }),
        );
        expect((await never.answer).status).toBeNull();
        expect(existsSync(join(stuckDir, 'server.pid')), 'the lock is released on the way out').toBe(false);
      } finally {
        await stuck.stop();
        rmSync(stuckDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
