import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { createNotifier } from './notifications.service.ts';
import { createOutboxWorker } from './outbox-worker.ts';
import type { ClaimedMessage } from './outbox.repo.ts';

const t = useTestApp();
let other: Database;

beforeAll(async () => {
  // A second server process has its own pool on PostgreSQL; PGlite has one connection for both.
  const url = t.database.pool?.options.connectionString;
  other = url ? await openDatabase({ databaseUrl: url, poolSize: 5 }) : t.database;
});
afterAll(async () => {
  if (other !== t.database) await other.close();
});
beforeEach(async () => {
  await t.db.execute(sql`update notifications_outbox set status = 'sent' where status <> 'sent'`);
});

/** Queues `count` texts in one statement (one transaction), answers their ids. */
async function queueTexts(prefix: string, count: number) {
  const rows = await sqlRows<{ id: number }>(
    t.db,
    sql`insert into notifications_outbox (channel, to_address, template, subject, body)
        select 'sms', '7185550199', 'test', 'Test', ${prefix} || ' ' || n from generate_series(1, ${count}) n
        returning id::int`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const statusOf = async (ids: number[]) =>
  (
    await sqlRows<{ status: string }>(
      t.db,
      sql`select status from notifications_outbox where id in ${sql.raw(`(${ids.join(',')})`)}`,
    )
  ).map((r) => r.status);

/** A send that takes a moment, so that two workers' batches overlap. */
const recorder = (sent: number[]) => async (m: ClaimedMessage) => {
  await new Promise((resolve) => setTimeout(resolve, 2));
  sent.push(m.id);
};

describe('outbox workers side by side', () => {
  it('two workers on one database never send the same message twice', async () => {
    const ids = await queueTexts('Side by side', 40);
    const sentA: number[] = [];
    const sentB: number[] = [];
    const options = { batchSize: 5 };
    const a = createOutboxWorker({
      database: t.database,
      log: t.services.log,
      send: recorder(sentA),
      options,
    });
    const b = createOutboxWorker({ database: other, log: t.services.log, send: recorder(sentB), options });
    const [triedA, triedB] = await Promise.all([a.drain(), b.drain()]);
    expect(triedA + triedB).toBe(40);
    expect([...sentA, ...sentB].sort((x, y) => x - y)).toEqual(ids);
    expect(await statusOf(ids)).toEqual(Array(40).fill('sent'));
  });

  it('a started worker wakes on the notification of a commit, and on flush', async () => {
    const sent: number[] = [];
    const worker = createOutboxWorker({
      database: other,
      log: t.services.log,
      send: recorder(sent),
      options: { pollMs: 600_000 },
    });
    await worker.start();
    try {
      // Queued on the other connection (another process on PostgreSQL): only the notification wakes the worker.
      const first = await queueTexts('Woken', 3);
      await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 10_000, interval: 20 });
      expect([...sent].sort((x, y) => x - y)).toEqual(first);
      // Queued without a notification (as if it was missed): flush wakes this process's worker.
      await t.db.execute(sql`alter table notifications_outbox disable trigger notifications_outbox_notify`);
      const second = await queueTexts('Flushed', 2);
      await t.db.execute(sql`alter table notifications_outbox enable trigger notifications_outbox_notify`);
      await createNotifier(worker).flush();
      await vi.waitFor(
        async () => expect(await statusOf([...first, ...second])).toEqual(Array(5).fill('sent')),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      expect(sent).toHaveLength(5);
    } finally {
      await worker.stop();
    }
    // Stopped: a flush does nothing, and no timer is left.
    const third = await queueTexts('After stop', 1);
    await createNotifier(worker).flush();
    expect(await statusOf(third)).toEqual(['pending']);
    expect(await worker.drain()).toBe(1);
    expect(sent.at(-1)).toBe(third[0]);
  });

  it('stops after the batch in flight is sent and marked', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    const worker = createOutboxWorker({
      database: t.database,
      log: t.services.log,
      send: async (m) => {
        started.push(m.id);
        await gate;
      },
      options: { pollMs: 600_000 },
    });
    await worker.start();
    const ids = await queueTexts('In flight', 2);
    await createNotifier(worker).flush();
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 10_000, interval: 20 });
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    expect(await statusOf(ids)).toEqual(['sending', 'sending']);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await statusOf(ids)).toEqual(['sent', 'sent']);
  });
});
