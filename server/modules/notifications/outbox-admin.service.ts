import { maskRecipient, type OutboxPage, type OutboxQuery, type OutboxStatus } from '#domain/admin/outbox.ts';
import type { Db } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Notifier } from './notifications.service.ts';
import { enqueue, latestTo, outboxPage, requeueFailed } from './outbox.repo.ts';

/** How staff see a row: a pending message that has already failed once is 'failed' (retried later). */
export function viewStatus(status: string, attempts: number): OutboxStatus {
  if (status === 'sent' || status === 'dead' || status === 'sending') return status;
  return attempts > 0 ? 'failed' : 'pending';
}

/** The outbox as staff see it (recipients masked), and its two actions: resend a failed message, send a test. */
export function createOutboxAdmin(db: Db, notifier: Notifier) {
  async function list(q: OutboxQuery): Promise<OutboxPage> {
    const { rows, more } = await outboxPage(db, q);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        status: viewStatus(r.status, r.attempts),
        template: r.template,
        subject: r.subject,
        recipient: maskRecipient(r.toAddress),
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
      })),
      nextCursor: more ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  async function resend(actor: Actor, id: number) {
    await db.transaction(async (tx) => {
      const before = await requeueFailed(tx, id);
      if (!before) {
        throw new AppError(409, 'not_failed', 'Only a failed message can be sent again');
      }
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'notification.resend',
        targetType: 'notification',
        targetId: String(id),
        before: { status: before },
        after: { status: 'pending' },
      });
    });
    void notifier.flush();
    return { id, status: 'pending' as const };
  }

  async function sendTest(actor: Actor, channel: 'email' | 'sms', toAddress: string) {
    await db.transaction(async (tx) => {
      await enqueue(tx, {
        userId: actor.userId,
        channel,
        toAddress,
        template: 'admin_test',
        subject: 'NYM NYC test message',
        body: 'This is a test message from the NYM NYC admin console.',
      });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'notification.test',
        targetType: 'notification',
        targetId: channel,
        details: { channel, recipient: maskRecipient(toAddress) },
      });
    });
    void notifier.flush();
  }

  /** Dev tools only: the newest message to an address, in full (the e2e tests follow a link from it). */
  const latest = (toAddress: string) => latestTo(db, toAddress);

  return { list, resend, sendTest, latest };
}
export type OutboxAdmin = ReturnType<typeof createOutboxAdmin>;
