import { maskRecipient, type OutboxPage, type OutboxQuery } from '#domain/admin/outbox.ts';
import type { Db } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Notifier } from './notifications.service.ts';
import { enqueue, latestTo, MAX_ATTEMPTS, outboxPage, requeueFailed } from './outbox.repo.ts';

/** The outbox as staff see it (recipients masked), and its two actions: resend a failed message, send a test. */
export function createOutboxAdmin(db: Db, notifier: Notifier) {
  async function list(q: OutboxQuery): Promise<OutboxPage> {
    const { rows, more } = await outboxPage(db, q);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        status: r.status === 'sent' ? 'sent' : r.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        template: r.template,
        subject: r.subject,
        recipient: maskRecipient(r.toAddress),
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
      nextCursor: more ? (rows.at(-1)?.id ?? null) : null,
    };
  }

  async function resend(actor: Actor, id: number) {
    await db.transaction(async (tx) => {
      if (!(await requeueFailed(tx, id))) {
        throw new AppError(409, 'not_failed', 'Only a failed message can be sent again');
      }
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'notification.resend',
        targetType: 'notification',
        targetId: String(id),
        before: { status: 'failed' },
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
