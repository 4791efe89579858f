import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notificationsOutbox } from '#server/db/schema/content.ts';

export interface OutboxMessage {
  userId: string | null;
  channel: 'email' | 'sms' | 'push';
  toAddress: string;
  template: string;
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
}

export async function enqueue(db: DbOrTx, message: OutboxMessage) {
  await db.insert(notificationsOutbox).values({ ...message, payload: message.payload ?? {} });
}

/** Claims pending messages; SKIP LOCKED lets several server processes drain one outbox. */
export async function claimPending(db: DbOrTx, limit: number) {
  return db
    .select({
      id: notificationsOutbox.id,
      channel: notificationsOutbox.channel,
      toAddress: notificationsOutbox.toAddress,
      subject: notificationsOutbox.subject,
      body: notificationsOutbox.body,
    })
    .from(notificationsOutbox)
    .where(
      and(eq(notificationsOutbox.status, 'pending'), sql`${notificationsOutbox.attempts} < ${MAX_ATTEMPTS}`),
    )
    .orderBy(notificationsOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(notificationsOutbox)
    .set({ status: 'sent', sentAt: new Date() })
    .where(inArray(notificationsOutbox.id, ids));
}

/** Attempts after which a pending message counts as failed and is no longer claimed. */
export const MAX_ATTEMPTS = 5;

export async function markFailed(db: DbOrTx, id: number, error = '') {
  await db
    .update(notificationsOutbox)
    .set({ attempts: sql`${notificationsOutbox.attempts} + 1`, lastError: error.slice(0, 500) || null })
    .where(eq(notificationsOutbox.id, id));
}

/** A failed message goes back to the queue with fresh attempts; false unless it had failed. */
export async function requeueFailed(db: DbOrTx, id: number) {
  const rows = await db
    .update(notificationsOutbox)
    .set({ attempts: 0, lastError: null })
    .where(
      and(
        eq(notificationsOutbox.id, id),
        eq(notificationsOutbox.status, 'pending'),
        sql`${notificationsOutbox.attempts} >= ${MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: notificationsOutbox.id });
  return rows.length > 0;
}

const failed = sql`${notificationsOutbox.status} = 'pending' and ${notificationsOutbox.attempts} >= ${MAX_ATTEMPTS}`;
const STATUS_WHERE = {
  sent: eq(notificationsOutbox.status, 'sent'),
  failed,
  pending: sql`${notificationsOutbox.status} = 'pending' and ${notificationsOutbox.attempts} < ${MAX_ATTEMPTS}`,
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
