import webpush from 'web-push';
import type { Env } from '#server/config/env.ts';
import { outboundHttp, OutboundError, type OutboundHttp } from '#server/lib/outbound-http.ts';
import type { PushTarget } from './push-subscriptions.queries.ts';

export interface PushOptions {
  /** Seconds a push service keeps a message for a device that is offline; after that the news is stale. */
  ttl: number;
  urgency: webpush.Urgency;
}

/** The status alone: what a push service says in its body is never kept. */
export interface PushAnswer {
  status: number;
}

/** Hands one encrypted message to a browser's push service; rejects only when there was no answer. */
export type PushTransport = (
  target: PushTarget,
  payload: string,
  options: PushOptions,
) => Promise<PushAnswer>;

function failureLine(error: unknown): string {
  if (!(error instanceof OutboundError)) return 'push service: the request failed';
  if (error.kind === 'refused') return `push endpoint refused: ${error.message}`;
  if (error.kind === 'timeout') return `push service: ${error.message}`;
  return `push service unreachable: ${error.message}`;
}

/**
 * web-push encrypts the payload for the browser (aes128gcm) and signs the request with the store's VAPID key; the
 * request goes out through the guarded client, never web-push's own sender, whose error carries the push service's
 * body and headers. `send` is that client as the environment allows it (loopback only under test).
 */
export function webPushTransport(vapid: Env['vapid'], send: OutboundHttp = outboundHttp()): PushTransport {
  return async (target, payload, { ttl, urgency }) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: ttl, urgency },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    );
    try {
      return await send({ url: details.endpoint, method: 'POST', headers, body: details.body });
    } catch (error) {
      throw new Error(failureLine(error));
    }
  };
}
