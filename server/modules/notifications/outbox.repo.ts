import { and, eq, inArray, sql } from 'drizzle-orm';
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
    .where(and(eq(notificationsOutbox.status, 'pending'), sql`${notificationsOutbox.attempts} < 5`))
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

export async function markFailed(db: DbOrTx, id: number) {
  await db
    .update(notificationsOutbox)
    .set({ attempts: sql`${notificationsOutbox.attempts} + 1` })
    .where(eq(notificationsOutbox.id, id));
}
