import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/config/env.ts';
import { fakeSmsGateway } from '#server/test-support/fake-sms-gateway.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { queueNotification } from './notifications.service.ts';
import { outboxWorkerFor } from './outbox-delivery.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
const stoppers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
});
beforeEach(async () => {
  // Only this test's messages are due.
  await t.db.execute(sql`update notifications_outbox set status = 'sent' where status <> 'sent'`);
});
afterEach(async () => {
  for (const stop of stoppers.splice(0).reverse()) await stop();
});

interface Row {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from the database's now to the next attempt. */
  due_in: number;
}
const row = async (id: number) =>
  (
    await sqlRows<Row>(
      t.db,
      sql`select id, status, attempts, last_error,
            round(extract(epoch from next_attempt_at - now()))::int as due_in
          from notifications_outbox where id = ${id}`,
    )
  )[0]!;
const makeDue = (id: number) =>
  t.db.execute(sql`update notifications_outbox set next_attempt_at = now() where id = ${id}`);

async function queueSms(body: string, count = 1) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    await t.db.transaction((tx) =>
      queueNotification(tx, {
        userId: null,
        channel: 'sms',
        toAddress: '7185550199',
        template: 'test',
        subject: 'Test',
        body: `${body} ${i}`,
      }),
    );
    const [last] = await sqlRows<{ id: number }>(
      t.db,
      sql`select max(id)::int as id from notifications_outbox`,
    );
    ids.push(last!.id);
  }
  return ids;
}

async function gatewayWorker(
  statuses: (number | 'hang')[],
  policy: { backoffMs: number; backoffMaxMs: number; maxAttempts: number },
) {
  const gateway = await fakeSmsGateway(statuses);
  stoppers.push(gateway.close);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMS_URL: gateway.url, SMS_TOKEN: 'tok_test' });
  return { gateway, worker: outboxWorkerFor(env, t.database, t.services.log, policy) };
}

describe('the outbox worker', () => {
  it('retries a failed text with a doubling, capped wait, then sends it', async () => {
    const { gateway, worker } = await gatewayWorker([500, 500, 500, 200], {
      backoffMs: 40_000,
      backoffMaxMs: 100_000,
      maxAttempts: 5,
    });
    const [id] = await queueSms('Your order is confirmed');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.drain()).toBe(1);
      const r = await row(id!);
      expect(r).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: expect.stringContaining('SMS gateway answered 500'),
      });
      waits.push(r.due_in);
      // Not due yet: nothing to send.
      expect(await worker.drain()).toBe(0);
      await makeDue(id!);
    }
    expect(waits).toEqual([40, 80, 100]);
    expect(await worker.drain()).toBe(1);
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(gateway.requests).toHaveLength(4);
    expect(gateway.requests[3]).toEqual({
      authorization: 'Bearer tok_test',
      contentType: 'application/json',
      json: { to: '+17185550199', body: 'Your order is confirmed 0' },
    });
  });

  it('makes a dead letter of a message that used up its attempts; staff see it and send it again', async () => {
    const { gateway, worker } = await gatewayWorker([500], {
      backoffMs: 1_000,
      backoffMaxMs: 1_000,
      maxAttempts: 2,
    });
    const [id] = await queueSms('Out for delivery');
    await worker.drain();
    await makeDue(id!);
    await worker.drain();
    expect(await row(id!)).toMatchObject({
      status: 'dead',
      attempts: 2,
      last_error: 'SMS gateway answered 500: {"error":"gateway unavailable"}',
    });
    await makeDue(id!);
    expect(await worker.drain()).toBe(0);

    const dead = await admin.call('/api/admin/notifications?status=dead');
    expect(dead.status).toBe(200);
    expect(dead.json!.rows).toEqual([
      expect.objectContaining({
        id,
        status: 'dead',
        attempts: 2,
        nextAttemptAt: null,
        recipient: '(***) ***-0199',
      }),
    ]);
    expect(dead.json!.rows[0].lastError).toBe('SMS gateway answered 500: {"error":"gateway unavailable"}');

    gateway.answer([200]);
    const resent = await admin.call(`/api/admin/notifications/${id}/resend`, { method: 'POST' });
    expect(resent.json).toEqual({ id, status: 'pending' });
    const [audit] = await sqlRows<{ before: unknown; after: unknown }>(
      t.db,
      sql`select before, after from audit_logs where action = 'notification.resend' and target_id = ${String(id)}`,
    );
    expect(audit).toEqual({ before: { status: 'dead' }, after: { status: 'pending' } });
    expect(await row(id!)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(await worker.drain()).toBe(1);
    expect(await row(id!)).toMatchObject({ status: 'sent' });
    expect(gateway.requests).toHaveLength(3);
  });

  it('resumes after a crash: a claim whose lease ran out is sent once; a live claim is left alone', async () => {
    const sent: number[] = [];
    const worker = createOutboxWorker({
      database: t.database,
      log: t.services.log,
      send: async (m) => void sent.push(m.id),
    });
    const [crashed, claimed] = await queueSms('Left mid-send', 2);
    await t.db.execute(
      sql`update notifications_outbox set status = 'sending', locked_until = now() - interval '1 second' where id = ${crashed}`,
    );
    await t.db.execute(
      sql`update notifications_outbox set status = 'sending', locked_until = now() + interval '1 hour' where id = ${claimed}`,
    );
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(sent).toEqual([crashed]);
    expect((await row(crashed!)).status).toBe('sent');
    expect((await row(claimed!)).status).toBe('sending');
  });
});
