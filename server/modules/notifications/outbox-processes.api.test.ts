import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { openTestDatabase } from '#server/test-support/database.ts';
import { fakeSmsGateway } from '#server/test-support/fake-sms-gateway.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { startTwoServers } from '#server/test-support/server-processes.ts';
import type { RunningServer } from '../../../bench/lib/server.ts';

describe.skipIf(!process.env.DATABASE_URL)('the outbox across two server processes on one database', () => {
  let database: Database | undefined;
  let gateway: Awaited<ReturnType<typeof fakeSmsGateway>> | undefined;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`update notifications_outbox set status = 'sent' where status <> 'sent'`);
    // A gateway that takes a moment, so that both servers' batches are in flight together.
    gateway = await fakeSmsGateway([200], { delayMs: 30 });
    // No poll to speak of: only the database's notification wakes the workers.
    const env = { SMS_URL: gateway.url, SMS_TOKEN: 'tok_two', OUTBOX_POLL_MS: '600000', LOG_LEVEL: 'error' };
    await startTwoServers(database, env, servers);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await gateway?.close();
    await database?.close();
  }, 30_000);

  it('sends every queued text exactly once, woken by the notification of the commit', async () => {
    const queued = await sqlRows<{ id: number }>(
      database!.db,
      sql`insert into notifications_outbox (channel, to_address, template, subject, body)
          select 'sms', '7185550199', 'test', 'Test', 'Two servers ' || n from generate_series(1, 60) n
          returning id`,
    );
    expect(queued).toHaveLength(60);
    await vi.waitFor(
      async () => {
        const [left] = await sqlRows<{ n: number }>(
          database!.db,
          sql`select count(*)::int as n from notifications_outbox where status <> 'sent' or attempts > 0`,
        );
        expect(left!.n).toBe(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    const bodies = gateway!.requests.map((r) => (r.json as { body: string }).body).sort();
    const expected = Array.from({ length: 60 }, (_, i) => `Two servers ${i + 1}`).sort();
    expect(bodies).toEqual(expected);
    expect(gateway!.requests.every((r) => r.authorization === 'Bearer tok_two')).toBe(true);
  });
});
