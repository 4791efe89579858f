import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_CHANNEL } from '#server/modules/notifications/outbox-worker.ts';
import { NOTIFY_CHANNEL } from '#server/realtime/bus.ts';
import { remoteApp } from '#server/test-support/live-delivery.ts';
import { signedInClient } from '#server/test-support/test-app.ts';
import { withClient } from '../../bench/lib/postgres.ts';
import { checkoutStream, checkoutTarget, guestOrder, outcome, placeOrder } from './checkout-stream.ts';
import { health, sleep, startFaultServer, waitFor, type RunningServer } from './fault-server.ts';
import {
  checkoutViolations,
  existingOrderNumbers,
  ordersPerKey,
  setUnitStock,
  stockSnapshot,
} from './invariants.ts';
import { canRunOwnPostgres, ownPostgres } from './own-postgres.ts';

/** One LISTEN connection on the channel: the realtime bus's, or the outbox worker's. */
const listening = (url: string, channel: string = NOTIFY_CHANNEL) =>
  withClient(url, async (db) => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = 'nym-realtime' and query ilike $1`,
      [`listen ${channel}%`],
    );
    return rows[0]!.n === 1 ? true : undefined;
  });

// Runs in the PostgreSQL pass, on a PostgreSQL of its own that it crashes (not the shared one).
describe.skipIf(!process.env.DATABASE_URL || !canRunOwnPostgres)(
  'PostgreSQL crashed and started again under load',
  () => {
    let pg: Awaited<ReturnType<typeof ownPostgres>> | undefined;
    let server: RunningServer | undefined;

    beforeAll(async () => {
      pg = await ownPostgres();
      server = await startFaultServer({ databaseUrl: pg.url });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      await pg?.stop();
    }, 30_000);

    it('answers 503 while it is down, recovers by itself, and loses no accepted order', async () => {
      const { origin, exited } = server!;
      const url = pg!.url;
      let exit: unknown = null;
      void exited.then((e) => (exit = e));
      const target = await checkoutTarget(origin);
      const before = await withClient(url, async (db) => {
        await setUnitStock(db, target.productId, 5000);
        return stockSnapshot(db);
      });
      await waitFor('the realtime LISTEN connection', () => listening(url));
      await waitFor("the outbox worker's LISTEN connection", () => listening(url, OUTBOX_CHANNEL));

      const polls: Awaited<ReturnType<typeof health>>[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          polls.push(await health(origin));
          await sleep(100);
        }
      })();
      const stream = checkoutStream(origin, 8, () => guestOrder(target));
      await waitFor('20 orders', async () => (stream.created().length >= 20 ? true : undefined), 20_000);

      const shopper = await signedInClient(remoteApp(origin));
      await pg!.crash();
      const down = await waitFor('health 503', async () => {
        const h = await health(origin);
        return h.status === 503 ? h : undefined;
      });
      expect(down.body).toEqual({
        error: { code: 'unavailable', message: 'Service temporarily unavailable' },
      });
      const refused = await placeOrder(origin, randomUUID(), guestOrder(target));
      // Refused, not held: how long the health check may wait is its own test (http.api.test.ts, with a fake clock).
      expect(refused).toMatchObject({ status: 503, errorCode: 'unavailable' });
      // A signed-in request fails the same way: the session look-up needs the database too.
      const cart = await shopper.call('/api/cart');
      expect({ status: cart.status, body: cart.json }).toEqual({
        status: 503,
        body: { error: { code: 'unavailable', message: 'Service temporarily unavailable' } },
      });
      await sleep(1500);
      expect(exit, 'the server process is still running').toBeNull();

      await pg!.start();
      const restartedAt = Date.now();
      await waitFor('health 200', async () => ((await health(origin)).status === 200 ? true : undefined));
      await waitFor(
        '10 orders after the restart',
        async () => (stream.created().filter((a) => a.at > restartedAt).length >= 10 ? true : undefined),
        15_000,
      );
      await waitFor('the realtime LISTEN connection again', () => listening(url), 15_000);
      await waitFor(
        "the outbox worker's LISTEN connection again",
        () => listening(url, OUTBOX_CHANNEL),
        15_000,
      );
      const attempts = await stream.stop();
      polling = false;
      await poller;

      expect(polls.filter((p) => p.status !== 200 && p.status !== 503)).toEqual([]);
      const failed = attempts.filter((a) => a.status !== 201);
      expect(failed.length, 'some checkouts met the outage').toBeGreaterThan(0);
      expect(failed.filter((a) => a.status !== 503 || a.errorCode !== 'unavailable').map(outcome)).toEqual(
        [],
      );

      const created = attempts.filter((a) => a.status === 201).map((a) => a.orderNumber!);
      await withClient(url, async (db) => {
        expect([...(await existingOrderNumbers(db, created))].sort()).toEqual(created.toSorted());
      });
      // A buyer who saw the 503 tries again with the same key: exactly one order each.
      const retries = await Promise.all(failed.map((a) => placeOrder(origin, a.key, a.body)));
      expect(retries.filter((r) => r.status !== 200 && r.status !== 201).map(outcome)).toEqual([]);
      await withClient(url, async (db) => {
        const perKey = await ordersPerKey(
          db,
          failed.map((a) => a.key),
        );
        expect([...perKey.values()].filter((n) => n !== 1)).toEqual([]);
        expect(Object.values(await checkoutViolations(db, before)).flat()).toEqual([]);
      });
      expect(exit).toBeNull();
      // Each wait above has its own bound and names what it waited for; the sum of those bounds beside the e2e suite
      // on a slow machine is the test's.
    }, 240_000);
  },
);
