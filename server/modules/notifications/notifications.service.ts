import nodemailer from 'nodemailer';
import type { Env } from '#server/config/env.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import type { OutboxWorker } from './outbox-worker.ts';
import { enqueue, type ClaimedMessage, type OutboxMessage } from './outbox.repo.ts';

/** Queues a message in the caller's transaction; the outbox worker sends it after commit. */
export function queueNotification(tx: DbOrTx, message: OutboxMessage) {
  return enqueue(tx, message);
}

/** Sends a text message; `to` is the 10 digits of a US number. */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/** No SMS gateway configured: the outbox row is the record, and the message goes to the log. */
export function loggingSmsProvider(log: Logger): SmsProvider {
  return {
    send(to, body) {
      log.info('notification', { channel: 'sms', to, body });
      return Promise.resolve();
    },
  };
}

/** Delivers a push row to its account's browsers. */
export type PushSender = (message: ClaimedMessage) => Promise<void>;

/** Delivers one outbox message by its channel: SMTP when configured, the SMS provider, push, else the log. */
export function createOutboxSender(env: Env, log: Logger, sms: SmsProvider, push?: PushSender) {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return async (message: ClaimedMessage) => {
    if (message.channel === 'email' && transport) {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.toAddress,
        subject: message.subject,
        text: message.body,
      });
    } else if (message.channel === 'sms') {
      await sms.send(message.toAddress, message.body);
    } else if (message.channel === 'push' && push) {
      await push(message);
    } else {
      // E-mail without SMTP is logged, as is push where no sender was given.
      log.info('notification', {
        channel: message.channel,
        to: message.toAddress,
        subject: message.subject,
        body: message.body,
      });
    }
  };
}

export interface Notifier {
  /** Called after a commit that queued something: wakes this process's outbox worker (it sends in the background). */
  flush(): Promise<void>;
}

export function createNotifier(worker: Pick<OutboxWorker, 'wake'>): Notifier {
  return {
    flush() {
      worker.wake();
      return Promise.resolve();
    },
  };
}
