import type { RouteKey } from '#server/http/access-matrix.ts';
import type { PUSH_ACCESS } from '#server/http/access-matrix-push.ts';
import { TEST_P256DH } from '../push-service.ts';
import { to, type ProbeOf } from './probe-kit.ts';

type PushRoute = Extract<RouteKey, keyof typeof PUSH_ACCESS>;

/** The owner's browser, subscribed when the world is built; everyone else's DELETE of it is a 404. */
export const OWNER_PUSH_ENDPOINT = 'https://push.example.test/access-matrix/owner';

/** A browser's `PushSubscription.toJSON()` (a real curve point; nothing is ever sent to it here). */
export const pushSubscriptionBody = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: TEST_P256DH, auth: 'access-matrix-auth-key' },
});

export const PUSH_PROBES: Record<PushRoute, ProbeOf> = {
  'GET /api/push/public-key': to('/api/push/public-key'),
  // Each caller its own browser, so no probe moves another's subscription.
  'POST /api/push/subscriptions': (_w, role) => ({
    path: '/api/push/subscriptions',
    body: pushSubscriptionBody(`https://push.example.test/access-matrix/${role}-browser`),
  }),
  'DELETE /api/push/subscriptions': to('/api/push/subscriptions', {
    body: { endpoint: OWNER_PUSH_ENDPOINT },
  }),
};
