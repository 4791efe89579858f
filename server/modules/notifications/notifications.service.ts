import nodemailer, { type SendMailOptions } from 'nodemailer';
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

/** What the sender needs of a nodemailer transport (tests hand it one built on `jsonTransport`). */
export interface Mailer {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

/** Delivers a push row to its account's browsers. */
export type PushSender = (message: ClaimedMessage) => Promise<void>;

interface SenderOptions {
  push?: PushSender | undefined;
  /** Defaults to SMTP at `SMTP_URL`, when set. */
  mailer?: Mailer | null | undefined;
}

/**
 * Delivers one outbox message by its channel: SMTP when configured (text and, when queued, HTML as one multipart
 * message), the SMS provider, push, else the log (the text part only).
 */
export function createOutboxSender(env: Env, log: Logger, sms: SmsProvider, options: SenderOptions = {}) {
  const transport =
    options.mailer !== undefined
      ? options.mailer
      : env.SMTP_URL
        ? nodemailer.createTransport(env.SMTP_URL)
        : null;
  const push = options.push;
  return async (message: ClaimedMessage) => {
    if (message.channel === 'email' && transport) {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.toAddress,
        subject: message.subject,
        text: message.body,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
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
