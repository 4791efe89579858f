import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { outboundHttp } from '#server/lib/outbound-http.ts';
import type { Logger } from '#server/log.ts';
import { createOutboxSender, loggingSmsProvider, type SmsProvider } from './notifications.service.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { createPushSender } from './push-sender.ts';
import { httpSmsGateway } from './sms-gateway.ts';
import { webPushTransport } from './web-push-transport.ts';

/** The SMS gateway `SMS_URL` names, or the log when it is unset. */
export function smsProviderFor(env: Env, log: Logger): SmsProvider {
  return env.SMS_URL ? httpSmsGateway({ url: env.SMS_URL, token: env.SMS_TOKEN }) : loggingSmsProvider(log);
}

/** Push endpoints are a user's choice: only the guarded client reaches them, loopback only under test. */
export const pushClientFor = (env: Env) => outboundHttp({ allowLoopback: env.NODE_ENV === 'test' });

/** The outbox worker as the environment configures it (started by the server, not by the test apps). */
export function outboxWorkerFor(
  env: Env,
  database: Database,
  log: Logger,
  options: Partial<OutboxWorkerOptions> = {},
) {
  return createOutboxWorker({
    database,
    log,
    send: createOutboxSender(env, log, smsProviderFor(env, log), {
      push: createPushSender({
        db: database.db,
        log,
        transport: webPushTransport(env.vapid, pushClientFor(env)),
      }),
    }),
    options: {
      pollMs: env.OUTBOX_POLL_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      backoffMs: env.OUTBOX_BACKOFF_MS,
      backoffMaxMs: env.OUTBOX_BACKOFF_MAX_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
      ...options,
    },
  });
}
