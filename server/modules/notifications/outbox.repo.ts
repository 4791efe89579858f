import { currentLogContext } from '#server/log.ts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { OutboxBacklog } from '#server/metrics/metrics.ts';
import { notificationsOutbox } from '#server/db/schema/notifications.ts';

export interface OutboxMessage {
  userId: string | null;
  channel: 'email' | 'sms' | 'push';
  toAddress: string;
  template: string;
  subject: string;
  /** The e-mail's text part (an SMS or push message's only part). */
  body: string;
  /** The e-mail's HTML part, rendered from the same template as `body`. */
  htmlBody?: string | null;
  payload?: Record<string, unknown>;
}

export async function enqueue(db: DbOrTx, message: OutboxMessage) {
  const requestId = currentLogContext()?.requestId;
  await db.insert(notificationsOutbox).values({
    ...message,
    payload: message.payload ?? {},
    requestId: typeof requestId === 'string' ? requestId : null,
  });
}

const ms = (n: number) => sql`(${n}::float8 * interval '1 millisecond')`;

/**
 * Claims up to `limit` due messages for `leaseMs`: pending ones whose time has come, and ones a worker claimed but
 * whose lease ran out (that process died mid-send). One statement, so one short transaction; SKIP LOCKED lets the
 * workers of several server processes claim side by side, and a claimed row is no longer due for anyone else.
 */
export async function claimDue(db: DbOrTx, limit: number, leaseMs: number) {
  const t = notificationsOutbox;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      or(
        and(eq(t.status, 'pending'), sql`${t.nextAttemptAt} <= now()`),
        and(eq(t.status, 'sending'), sql`${t.lockedUntil} <= now()`),
      ),
    )
    .orderBy(t.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(t)
    .set({ status: 'sending', lockedUntil: sql`now() + ${ms(leaseMs)}` })
    .where(inArray(t.id, due))
    .returning({
      id: t.id,
      channel: t.channel,
      toAddress: t.toAddress,
      subject: t.subject,
      body: t.body,
      htmlBody: t.htmlBody,
      payload: t.payload,
      attempts: t.attempts,
      requestId: t.requestId,
    });
}
export type ClaimedMessage = Awaited<ReturnType<typeof claimDue>>[number];

/** A claimed message went out; false when it was no longer ours to mark. */
export async function markSent(db: DbOrTx, id: number) {
  const rows = await db
    .update(notificationsOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null })
    .where(and(eq(notificationsOutbox.id, id), eq(notificationsOutbox.status, 'sending')))
    .returning({ id: notificationsOutbox.id });
  return rows.length > 0;
}

/**
 * A push message reached these subscriptions: kept on the row (`payload.pushedTo`), so a retry after another
 * device failed goes only to the devices still owed it.
 */
export async function recordPushed(db: DbOrTx, id: number, subscriptionIds: string[]) {
  if (!subscriptionIds.length) return;
  const t = notificationsOutbox;
  const added = sql`${JSON.stringify(subscriptionIds)}::jsonb`;
  await db
    .update(t)
    .set({
      payload: sql`jsonb_set(${t.payload}, '{pushedTo}', coalesce(${t.payload}->'pushedTo', '[]'::jsonb) || ${added})`,
    })
    .where(eq(t.id, id));
}

/** Attempts after which a message is a dead letter, unless the worker is told otherwise. */
export const MAX_ATTEMPTS = 5;

export interface RetryPolicy {
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one, up to `backoffMaxMs`. */
  backoffMs: number;
  backoffMaxMs: number;
}

/**
 * A claimed message failed: due again after base·2^(attempts so far), capped, or a dead letter once it has used up
 * its attempts. The database's clock decides, the same for every server process.
 */
export async function markFailed(db: DbOrTx, id: number, error: string, policy: RetryPolicy) {
  const t = notificationsOutbox;
  const spent = sql`${t.attempts} + 1 >= ${policy.maxAttempts}`;
  const [row] = await db
    .update(t)
    .set({
      attempts: sql`${t.attempts} + 1`,
      lastError: error.slice(0, 500) || 'failed',
      lockedUntil: null,
      status: sql`case when ${spent} then 'dead' else 'pending' end`,
      nextAttemptAt: sql`now() + least(${policy.backoffMaxMs}::float8, ${policy.backoffMs}::float8 * power(2, ${t.attempts})) * interval '1 millisecond'`,
    })
    .where(and(eq(t.id, id), eq(t.status, 'sending')))
    .returning({ status: t.status, attempts: t.attempts, nextAttemptAt: t.nextAttemptAt });
  return row ?? null;
}

const retrying = sql`${notificationsOutbox.status} = 'pending' and ${notificationsOutbox.attempts} > 0`;

/**
 * A dead letter, or a message waiting to be retried, goes back to the queue now with fresh attempts; answers what
 * it was ('dead' or 'failed'), or null when it was neither.
 */
export async function requeueFailed(db: DbOrTx, id: number) {
  const t = notificationsOutbox;
  const [row] = await db
    .select({ status: t.status })
    .from(t)
    .where(and(eq(t.id, id), or(eq(t.status, 'dead'), retrying)))
    .for('update');
  if (!row) return null;
  await db
    .update(t)
    .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(t.id, id));
  return row.status === 'dead' ? ('dead' as const) : ('failed' as const);
}

const STATUS_WHERE = {
  sent: eq(notificationsOutbox.status, 'sent'),
  dead: eq(notificationsOutbox.status, 'dead'),
  sending: eq(notificationsOutbox.status, 'sending'),
  failed: retrying,
  pending: sql`${notificationsOutbox.status} = 'pending' and ${notificationsOutbox.attempts} = 0`,
} as const;

/** The outbox for staff, newest first, keyset by id. */
export async function outboxPage(
  db: DbOrTx,
  q: { channel?: string; status?: keyof typeof STATUS_WHERE; cursor?: number; limit: number },
) {
  const rows = await db
    .select({
      id: notificationsOutbox.id,
      channel: notificationsOutbox.channel,
      status: notificationsOutbox.status,
      template: notificationsOutbox.template,
      subject: notificationsOutbox.subject,
      toAddress: notificationsOutbox.toAddress,
      attempts: notificationsOutbox.attempts,
      lastError: notificationsOutbox.lastError,
      createdAt: notificationsOutbox.createdAt,
      sentAt: notificationsOutbox.sentAt,
      nextAttemptAt: notificationsOutbox.nextAttemptAt,
    })
    .from(notificationsOutbox)
    .where(
      and(
        q.channel ? eq(notificationsOutbox.channel, q.channel) : undefined,
        q.status ? STATUS_WHERE[q.status] : undefined,
        q.cursor ? sql`${notificationsOutbox.id} < ${q.cursor}` : undefined,
      ),
    )
    .orderBy(desc(notificationsOutbox.id))
    .limit(q.limit + 1);
  return { rows: rows.slice(0, q.limit), more: rows.length > q.limit };
}

/** The newest message to an address (dev tools: the e2e tests read a link from it). */
export async function latestTo(db: DbOrTx, toAddress: string) {
  const [row] = await db
    .select({ subject: notificationsOutbox.subject, body: notificationsOutbox.body })
    .from(notificationsOutbox)
    .where(eq(notificationsOutbox.toAddress, toAddress))
    .orderBy(desc(notificationsOutbox.id))
    .limit(1);
  return row ?? null;
}

/** The backlog by channel: one statement over the rows not sent (the status index), for every metrics scrape. */
export async function outboxBacklog(db: DbOrTx): Promise<OutboxBacklog[]> {
  const t = notificationsOutbox;
  const waiting = sql`${t.status} in ('pending', 'sending')`;
  return db
    .select({
      channel: t.channel,
      pending: sql<number>`(count(*) filter (where ${waiting}))::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${t.createdAt}) filter (where ${waiting})), 0)::float8`,
      dead: sql<number>`(count(*) filter (where ${t.status} = 'dead'))::int`,
    })
    .from(t)
    .where(inArray(t.status, ['pending', 'sending', 'dead']))
    .groupBy(t.channel);
}
