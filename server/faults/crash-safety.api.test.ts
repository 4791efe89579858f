import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import { withClient } from '../../bench/lib/postgres.ts';
import { checkoutStream, checkoutTarget, guestOrder, outcome, placeOrder } from './checkout-stream.ts';
import { startFaultServer, waitFor, type RunningServer } from './fault-server.ts';
import {
  checkoutViolations,
  existingOrderNumbers,
  ordersPerKey,
  setUnitStock,
  stockSnapshot,
} from './invariants.ts';

const STOCK = 5000;
const COUPON = 'CRASHTEST';

describe.skipIf(!process.env.DATABASE_URL)('a server killed (SIGKILL) during a stream of checkouts', () => {
  let database: Database | undefined;
  let url = '';
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    url = database.pool!.options.connectionString!;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  }, 30_000);

  it('leaves no partial order, and a new server on the same database serves at once', async () => {
    const first = await startFaultServer({ databaseUrl: url });
    servers.push(first);
    const target = await checkoutTarget(first.origin);
    const before = await withClient(url, async (db) => {
      await setUnitStock(db, target.productId, STOCK);
      await db.query(
        `insert into coupons (code, description, kind, value, min_subtotal_cents) values ($1, 'fault test', 'fixed', 100, 0)`,
        [COUPON],
      );
      return stockSnapshot(db);
    });

    // Every other order uses the coupon, quantities 1–3, so stock, lines and coupon counts all move.
    const stream = checkoutStream(first.origin, 16, (n) =>
      guestOrder(target, { quantity: (n % 3) + 1, ...(n % 2 ? { couponCode: COUPON } : {}) }),
    );
    await waitFor('40 orders', async () => (stream.created().length >= 40 ? true : undefined), 20_000);
    process.kill(first.pid, 'SIGKILL');
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    const attempts = await stream.stop();

    const created = attempts.filter((a) => a.status === 201);
    const unanswered = attempts.filter((a) => a.status === null);
    const refused = attempts.filter((a) => a.status !== null && a.status !== 201);
    expect(refused.map(outcome), 'no checkout was refused before the kill').toEqual([]);
    expect(unanswered.length, 'checkouts were in flight when the process died').toBeGreaterThan(0);

    await withClient(url, async (db) => {
      expect(await checkoutViolations(db, before)).toEqual({
        ordersWithoutLines: [],
        ordersWithoutEvents: [],
        stockDrift: [],
        ledgerDrift: [],
        couponCountDrift: [],
        redemptionsWithoutOrder: [],
      });
      const numbers = created.map((a) => a.orderNumber!);
      expect([...(await existingOrderNumbers(db, numbers))].sort()).toEqual(numbers.toSorted());
      const perKey = await ordersPerKey(
        db,
        unanswered.map((a) => a.key),
      );
      expect([...perKey.values()].filter((n) => n > 1)).toEqual([]);
    });

    const second = await startFaultServer({ databaseUrl: url });
    servers.push(second);
    // A buyer whose answer was lost retries with the same key: one order, whether or not the first try committed.
    const retries = await Promise.all(unanswered.map((a) => placeOrder(second.origin, a.key, a.body)));
    expect(retries.filter((r) => r.status !== 200 && r.status !== 201).map(outcome)).toEqual([]);
    const fresh = await placeOrder(second.origin, randomUUID(), guestOrder(target, { couponCode: COUPON }));
    expect(fresh.status).toBe(201);

    await withClient(url, async (db) => {
      const perKey = await ordersPerKey(
        db,
        unanswered.map((a) => a.key),
      );
      expect([...perKey.values()].filter((n) => n !== 1)).toEqual([]);
      const violations = await checkoutViolations(db, before);
      expect(Object.values(violations).flat()).toEqual([]);
    });
  }, 90_000);
});
