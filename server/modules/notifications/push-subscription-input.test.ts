import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '#domain/push.schemas.ts';
import { fakeBrowser, TEST_P256DH } from '#server/test-support/push-service.ts';
import { isP256Point, subscriptionInputSchema } from './push-subscription-input.ts';

const auth = 'q'.repeat(22);
const body = (endpoint: string, p256dh = TEST_P256DH) => ({ endpoint, keys: { p256dh, auth } });
const messageOf = (schema: ReturnType<typeof subscriptionInputSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};
const LOOPBACK = [
  'http://127.0.0.1:4999/push/1',
  'http://localhost:4999/p',
  'https://[::1]/p',
  'https://localhost./p',
];

describe('the subscription the API takes', () => {
  it('may aim at this machine only under NODE_ENV=test, never in development or production', () => {
    for (const endpoint of LOOPBACK) {
      expect(messageOf(subscriptionInputSchema('test'), body(endpoint)), endpoint).toBeNull();
      expect(messageOf(subscriptionInputSchema('development'), body(endpoint)), endpoint).toBe(
        PUSH_MESSAGES.endpoint,
      );
      expect(messageOf(subscriptionInputSchema('production'), body(endpoint)), endpoint).toBe(
        PUSH_MESSAGES.endpoint,
      );
    }
    expect(
      messageOf(subscriptionInputSchema('development'), body('https://fcm.googleapis.com/fcm/send/x')),
    ).toBeNull();
  });

  it('carries a key that is a point on the P-256 curve', () => {
    const schema = subscriptionInputSchema('production');
    const at = 'https://fcm.googleapis.com/fcm/send/x';
    const real = fakeBrowser().keys.p256dh;
    expect(messageOf(schema, body(at, real))).toBeNull();
    const point = Buffer.from(real, 'base64url');
    point[64] = (point[64]! + 1) % 256;
    for (const key of [
      `B${'A'.repeat(86)}`,
      point.toString('base64url'),
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]).toString('base64url'),
    ]) {
      expect(isP256Point(key), key).toBe(false);
      expect(messageOf(schema, body(at, key)), key).toBe(PUSH_MESSAGES.p256dhPoint);
    }
    expect(isP256Point(real)).toBe(true);
    expect(isP256Point(`${real}=`)).toBe(true);
    expect(isP256Point('not base64url!')).toBe(false);
  });
});
