import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteApp } from '#server/test-support/live-delivery.ts';
import { client, signUpAndSignIn, type TestApp } from '#server/test-support/test-app.ts';
import { checkoutTarget, guestOrder, placeOrder, type Attempt } from './checkout-stream.ts';
import { startFaultServer, type RunningServer } from './fault-server.ts';

/** A test-app client over HTTP whose server can be swapped, so one cookie jar outlives a restart. */
function movableClient() {
  let origin = '';
  const c = client({
    request: (input: string, init?: RequestInit) => remoteApp(origin).request(input, init),
  } as TestApp['app']);
  return { ...c, at: (o: string) => (origin = o) };
}

// Runs in the PGlite pass only: the server is the embedded database's one owner.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nym-fault-data-'));
  const lock = join(dataDir, 'server.pid');
  const servers: RunningServer[] = [];
  let order: Attempt | undefined;
  // The same secret on every start, as in a real deployment: sessions are signed with it.
  const env = { AUTH_SECRET: randomUUID() + randomUUID() };
  const start = async () => {
    const server = await startFaultServer({ dataDir, env });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps orders, carts and sessions across a restart, and refuses a second server meanwhile', async () => {
    // Two servers started at once on a fresh DATA_DIR: one gets it, the other exits.
    const both = await Promise.allSettled([start(), start()]);
    const winners = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(winners).toHaveLength(1);
    const first = winners[0]!;
    const loser = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(loser.reason)).toContain(`is in use by another server (pid ${first.pid})`);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.pid));
    const target = await checkoutTarget(first.origin);
    const placed = await placeOrder(first.origin, randomUUID(), guestOrder(target));
    expect(placed.status).toBe(201);
    order = placed;

    const shopper = movableClient();
    shopper.at(first.origin);
    await signUpAndSignIn(shopper);
    const added = await shopper.call('/api/cart/items', {
      method: 'POST',
      body: { productId: target.productId, selectedWeight: 'unit', quantity: 2 },
    });
    expect(added.status).toBe(201);
    const me = (await shopper.call('/api/session')).json!.user as { id: string };

    const second = startFaultServer({ dataDir, env });
    await expect(second).rejects.toThrow(/exited during start-up \(code 1\)/);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another server (pid ${first.pid})`,
    );
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(first.pid));

    await first.stop();
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lock), 'a clean shutdown removes the lock').toBe(false);

    const again = await start();
    shopper.at(again.origin);
    expect((await shopper.call('/api/session')).json!.user).toMatchObject({ id: me.id });
    expect((await shopper.call('/api/cart')).json!.items).toEqual([
      expect.objectContaining({ productId: target.productId, quantity: 2 }),
    ]);
    const replay = await placeOrder(again.origin, placed.key, placed.body);
    expect(replay).toMatchObject({ status: 200, orderNumber: placed.orderNumber });
  }, 90_000);

  it('starts over a lock left by a killed server', async () => {
    const [running] = servers.splice(-1);
    process.kill(running!.pid, 'SIGKILL');
    await running!.exited;
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(running!.pid));

    const next = await start();
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(next.pid));
    const replay = await placeOrder(next.origin, order!.key, order!.body);
    expect(replay).toMatchObject({ status: 200, orderNumber: order!.orderNumber });
  }, 60_000);
});
