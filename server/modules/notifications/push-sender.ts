import type { OrderNoticeEvent } from '#domain/notifications.ts';
import { PushPayloadSchema, type PushPayload } from '#domain/push.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { recordPushed, type ClaimedMessage } from './outbox.repo.ts';
import { deliverableSubscriptions, type PushTarget } from './push-subscriptions.queries.ts';
import { deleteSubscriptions, markDelivered } from './push-subscriptions.repo.ts';
import type { PushOptions, PushTransport } from './web-push-transport.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long each alert stays worth delivering, and how hard to wake the device: the driver at the door is urgent. */
const DELIVERY: Record<OrderNoticeEvent, PushOptions> & Partial<Record<string, PushOptions>> = {
  confirmed: { ttl: 6 * HOUR, urgency: 'normal' },
  driver_assigned: { ttl: HOUR, urgency: 'normal' },
  picked_up: { ttl: HOUR, urgency: 'normal' },
  eta: { ttl: 15 * MINUTE, urgency: 'normal' },
  arrived: { ttl: 10 * MINUTE, urgency: 'high' },
  delivered: { ttl: 6 * HOUR, urgency: 'normal' },
  cancelled: { ttl: 24 * HOUR, urgency: 'normal' },
  returned: { ttl: 24 * HOUR, urgency: 'normal' },
};
const FALLBACK: PushOptions = { ttl: HOUR, urgency: 'normal' };

/** The push service says the browser dropped this subscription: it will never work again. */
const GONE = new Set([404, 410]);

const stringsIn = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The alert a push row carries: its subject as the title, its short body, the tracking page, the order's tag. */
export function pushPayloadOf(message: ClaimedMessage): PushPayload {
  const { url, tag } = message.payload;
  return PushPayloadSchema.parse({
    title: message.subject,
    body: message.body,
    url: typeof url === 'string' ? url : '/my-orders',
    tag: typeof tag === 'string' ? tag : `message-${message.id}`,
  });
}

type Outcome = { target: PushTarget } & ({ ok: true } | { ok: false; gone: boolean; reason: string });

/**
 * Sends a push row to every browser of its account (the row's address is the user id), one request per browser.
 * A browser the push service calls gone is forgotten. The ones that took it are recorded on the row, so when
 * another failed and the row is retried, only the browsers still owed it get it; a failure throws, and the outbox
 * retries with its back-off.
 */
export function createPushSender({
  db,
  log,
  transport,
}: {
  db: DbOrTx;
  log: Logger;
  transport: PushTransport;
}) {
  async function attempt(target: PushTarget, body: string, options: PushOptions): Promise<Outcome> {
    try {
      const { status } = await transport(target, body, options);
      if (status >= 200 && status < 300) return { target, ok: true };
      // A redirect is a failure too: it is never followed, since it could point anywhere.
      return { target, ok: false, gone: GONE.has(status), reason: `push service answered ${status}` };
    } catch (error) {
      return {
        target,
        ok: false,
        gone: false,
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  }

  return async (message: ClaimedMessage) => {
    const payload = pushPayloadOf(message);
    const done = new Set(stringsIn(message.payload.pushedTo));
    const targets = (await deliverableSubscriptions(db, message.toAddress)).filter((t) => !done.has(t.id));
    if (!targets.length) return;
    const options = DELIVERY[String(message.payload.event)] ?? FALLBACK;
    const outcomes = await Promise.all(targets.map((t) => attempt(t, JSON.stringify(payload), options)));
    const delivered = outcomes.filter((o) => o.ok).map((o) => o.target.id);
    const gone = outcomes.flatMap((o) => (!o.ok && o.gone ? [o.target.id] : []));
    const failed = outcomes.flatMap((o) => (!o.ok && !o.gone ? [o.reason] : []));
    await markDelivered(db, delivered);
    await recordPushed(db, message.id, delivered);
    if (gone.length) {
      await deleteSubscriptions(db, gone);
      log.info('push subscriptions gone', { id: message.id, count: gone.length });
    }
    if (failed.length) {
      throw new Error(`push failed for ${failed.length} of ${targets.length} devices: ${failed[0]}`);
    }
  };
}
