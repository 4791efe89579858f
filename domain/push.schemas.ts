import { z } from 'zod';

export const PUSH_ENDPOINT_MAX = 1000;

export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https URL of a push service',
  endpointLength: `The push endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`,
  p256dh: 'keys.p256dh must be a P-256 public key: 65 bytes in base64url',
  p256dhPoint: 'keys.p256dh must be a point on the P-256 curve',
  auth: 'keys.auth must be 16 bytes in base64url',
} as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOCAL_SUFFIX = /\.(localhost|local|internal|home\.arpa)$/;

/** Base64url (padding allowed) that decodes to exactly `bytes` bytes; `first` is the first character it must have. */
function base64urlOf(bytes: number, first?: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return (value: string) => {
    const bare = value.replace(/=+$/, '');
    return /^[A-Za-z0-9_-]+$/.test(bare) && bare.length === length && (!first || bare.startsWith(first));
  };
}

/**
 * Where the server will POST: a push service's https URL on a public name. Never credentials, an IP address or a
 * local name, so a subscription cannot aim the server at its own network. Tests (only under NODE_ENV=test) may use
 * a loopback endpoint, over http too. Where a name resolves is checked again when the server connects.
 */
function endpointAllowed(raw: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // `localhost.` is `localhost`: every rule sees the name without its trailing dots.
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (allowLoopback && LOOPBACK.has(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    host.includes('.') &&
    !IPV4.test(host) &&
    !host.startsWith('[') &&
    !LOCAL_SUFFIX.test(host)
  );
}

/**
 * The browser's `PushSubscription.toJSON()`. Not strict: browsers may add fields, which are dropped. The P-256 key
 * is uncompressed (65 bytes, first byte 4, so base64url starting with 'B'), the auth secret 16 bytes.
 */
export function pushSubscriptionSchema({ allowLoopback }: { allowLoopback: boolean }) {
  return z.object({
    endpoint: z
      .string({ error: PUSH_MESSAGES.endpoint })
      .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointLength)
      .refine((value) => endpointAllowed(value, allowLoopback), PUSH_MESSAGES.endpoint),
    expirationTime: z.number().nonnegative().nullable().optional(),
    keys: z.object(
      {
        p256dh: z.string({ error: PUSH_MESSAGES.p256dh }).refine(base64urlOf(65, 'B'), PUSH_MESSAGES.p256dh),
        auth: z.string({ error: PUSH_MESSAGES.auth }).refine(base64urlOf(16), PUSH_MESSAGES.auth),
      },
      { error: 'keys must hold p256dh and auth' },
    ),
  });
}

/** Production's rule: https endpoints on public names only. */
export const PushSubscriptionSchema = pushSubscriptionSchema({ allowLoopback: false });
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`: the endpoint this browser holds. */
export const PushEndpointSchema = z.strictObject({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .min(1, 'endpoint is required')
    .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.endpointLength),
});
export type PushEndpointInput = z.infer<typeof PushEndpointSchema>;
