import webpush from 'web-push';
import type { Env } from '#server/config/env.ts';
import type { PushTarget } from './push-subscriptions.queries.ts';

export interface PushOptions {
  /** Seconds a push service keeps a message for a device that is offline; after that the news is stale. */
  ttl: number;
  urgency: webpush.Urgency;
}

export interface PushAnswer {
  status: number;
  text: string;
}

/** Hands one encrypted message to a browser's push service; rejects only when there was no answer. */
export type PushTransport = (
  target: PushTarget,
  payload: string,
  options: PushOptions,
) => Promise<PushAnswer>;

/**
 * web-push encrypts the payload for the browser (aes128gcm) and signs the request with the store's VAPID key; the
 * request itself goes out with fetch, which also reaches the plain-http push service a test runs on this machine.
 */
export function webPushTransport(vapid: Env['vapid'], timeoutMs = 10_000): PushTransport {
  return async (target, payload, { ttl, urgency }) => {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: ttl, urgency },
    );
    const headers = Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)] as [string, string]);
    let res: Response;
    try {
      res = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new Error(`push service: no answer within ${timeoutMs} ms`);
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(`push service unreachable: ${cause?.code ?? cause?.message ?? String(error)}`);
    }
    return { status: res.status, text: await res.text().catch(() => '') };
  };
}
