import { createPublicKey } from 'node:crypto';
import { PUSH_MESSAGES, pushSubscriptionSchema } from '#domain/push.schemas.ts';
import type { Env } from '#server/config/env.ts';

/**
 * An uncompressed P-256 point (65 bytes, first 4) that lies on the curve; OpenSSL refuses any other. Checked at
 * subscribe, so a key no browser could have made is refused with a message, not kept to fail at every send.
 */
export function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh.replace(/=+$/, ''), 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** `POST /api/push/subscriptions`: the domain's rule, plus the curve check the browser's bundle cannot do. */
export function subscriptionInputSchema(nodeEnv: Env['NODE_ENV']) {
  // Tests run a push service on this machine; nowhere else (development included) may a subscription aim at it.
  return pushSubscriptionSchema({ allowLoopback: nodeEnv === 'test' }).refine(
    (input) => isP256Point(input.keys.p256dh),
    { path: ['keys', 'p256dh'], message: PUSH_MESSAGES.p256dhPoint },
  );
}
