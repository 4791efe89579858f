import { describe, expect, it } from 'vitest';
import {
  PUSH_MESSAGES,
  PushEndpointSchema,
  pushSubscriptionSchema,
  PushSubscriptionSchema,
} from './push.schemas.ts';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'q'.repeat(22);
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh, auth },
};
const messageOf = (value: unknown, schema = PushSubscriptionSchema) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a push subscription', () => {
  it("is the browser's PushSubscription.toJSON(), padded keys too; extra fields are dropped", () => {
    expect(PushSubscriptionSchema.parse(valid)).toEqual(valid);
    const padded = { endpoint: valid.endpoint, keys: { p256dh: `${p256dh}=`, auth: `${auth}==` }, extra: 1 };
    expect(PushSubscriptionSchema.parse(padded)).toEqual({ endpoint: valid.endpoint, keys: padded.keys });
  });

  it('goes to an https push service on a public name', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://10.0.0.8/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata/push',
      'https://printer.local/push',
      'https://api.internal/push',
      'https://user:pass@push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
      // A trailing dot names the same host: it must not slip past the rules above.
      'https://localhost./push',
      'https://LOCALHOST./push',
      'https://localhost../push',
      'https://foo.localhost./push',
      'https://printer.local./push',
      'https://metadata.google.internal./computeMetadata',
      'https://127.0.0.1./push',
      'https://metadata./push',
    ]) {
      expect(messageOf({ ...valid, endpoint }), endpoint).toBe(PUSH_MESSAGES.endpoint);
    }
    expect(messageOf({ ...valid, endpoint: `https://push.example.com/${'a'.repeat(1000)}` })).toBe(
      PUSH_MESSAGES.endpointLength,
    );
  });

  it('may use a loopback endpoint, over http too, only where tests allow it', () => {
    const loopback = pushSubscriptionSchema({ allowLoopback: true });
    for (const endpoint of [
      'http://127.0.0.1:4999/push/1',
      'http://localhost:4999/p',
      'https://[::1]/p',
      'http://LocalHost.:4999/p',
    ]) {
      expect(messageOf({ ...valid, endpoint }, loopback), endpoint).toBeNull();
    }
    expect(messageOf({ ...valid, endpoint: 'http://10.0.0.8/p' }, loopback)).toBe(PUSH_MESSAGES.endpoint);
    expect(messageOf({ ...valid, endpoint: 'http://push.example.com/p' }, loopback)).toBe(
      PUSH_MESSAGES.endpoint,
    );
  });

  it('carries a 65-byte P-256 key and a 16-byte auth secret', () => {
    expect(messageOf({ ...valid, keys: { p256dh: p256dh.slice(1), auth } })).toBe(PUSH_MESSAGES.p256dh);
    expect(messageOf({ ...valid, keys: { p256dh: `C${'A'.repeat(86)}`, auth } })).toBe(PUSH_MESSAGES.p256dh);
    expect(messageOf({ ...valid, keys: { p256dh: `B${'+'.repeat(86)}`, auth } })).toBe(PUSH_MESSAGES.p256dh);
    expect(messageOf({ ...valid, keys: { p256dh, auth: 'q'.repeat(21) } })).toBe(PUSH_MESSAGES.auth);
    expect(messageOf({ ...valid, keys: { p256dh } })).toBe(PUSH_MESSAGES.auth);
    expect(messageOf({ endpoint: valid.endpoint })).toBe('keys must hold p256dh and auth');
  });
});

describe('the endpoint to forget', () => {
  it('is one string, nothing else', () => {
    expect(PushEndpointSchema.parse({ endpoint: valid.endpoint })).toEqual({ endpoint: valid.endpoint });
    expect(PushEndpointSchema.safeParse({}).success).toBe(false);
    expect(PushEndpointSchema.safeParse({ endpoint: valid.endpoint, other: 1 }).success).toBe(false);
  });
});
