import nodemailer from 'nodemailer';
import type { Env } from '#server/config/env.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { claimPending, enqueue, markFailed, markSent, type OutboxMessage } from './outbox.repo.ts';

/** Queues a message in the caller's transaction; it is sent after commit by `Notifier.flush`. */
export function queueNotification(tx: DbOrTx, message: OutboxMessage) {
  return enqueue(tx, message);
}

/** Sends a text message; `to` is the 10 digits of a US number. */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/** No SMS gateway yet: the outbox row is the record, and the message goes to the log. */
export function loggingSmsProvider(log: Logger): SmsProvider {
  return {
    send(to, body) {
      log.info('notification', { channel: 'sms', to, body });
      return Promise.resolve();
    },
  };
}

export interface Notifier {
  /** Sends what is waiting in the outbox; called after a commit that queued something. */
  flush(): Promise<void>;
}

export function createNotifier(
  env: Env,
  db: Db,
  log: Logger,
  sms: SmsProvider = loggingSmsProvider(log),
): Notifier {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  let running: Promise<void> | null = null;

  async function drain() {
    await db.transaction(async (tx) => {
      const batch = await claimPending(tx, 20);
      const sent: number[] = [];
      for (const message of batch) {
        try {
          if (message.channel === 'email' && transport) {
            await transport.sendMail({
              from: env.MAIL_FROM,
              to: message.toAddress,
              subject: message.subject,
              text: message.body,
            });
          } else if (message.channel === 'sms') {
            await sms.send(message.toAddress, message.body);
          } else {
            // Push has no transport yet, and e-mail without SMTP is logged.
            log.info('notification', {
              channel: message.channel,
              to: message.toAddress,
              subject: message.subject,
              body: message.body,
            });
          }
          sent.push(message.id);
        } catch (error) {
          log.warn('notification failed', { id: message.id, error: String(error) });
          await markFailed(tx, message.id, String(error));
        }
      }
      await markSent(tx, sent);
    });
  }

  return {
    flush() {
      running ??= drain()
        .catch((error) => log.error('outbox drain failed', { error: String(error) }))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
