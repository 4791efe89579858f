import type { PushSubscriptionInput } from '#domain/push.schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { ownsSubscription } from './push.policy.ts';
import {
  deleteSubscriptions,
  deleteSubscriptionsOf,
  findByEndpoint,
  trimSubscriptions,
  upsertSubscription,
} from './push-subscriptions.repo.ts';

/** Browsers one account may keep alerts on; a new one beyond this replaces the one unused longest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
const USER_AGENT_MAX = 300;

/** The browsers that get an account's order alerts (Web Push), and the key they subscribe with. */
export function createPushSubscriptions(db: Db, vapidPublicKey: string) {
  const publicKey = () => vapidPublicKey;

  async function subscribe(userId: string, input: PushSubscriptionInput, userAgent: string | null) {
    const stored = await db.transaction(async (tx) => {
      const ok = await upsertSubscription(tx, {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      });
      if (ok) await trimSubscriptions(tx, userId, MAX_PUSH_SUBSCRIPTIONS);
      return ok;
    });
    if (!stored) throw conflict('push_endpoint_taken', 'This push endpoint belongs to another browser');
  }

  /** Only the caller's own: another account's endpoint is answered as unknown. */
  async function unsubscribe(userId: string, endpoint: string) {
    const row = await findByEndpoint(db, endpoint);
    if (!ownsSubscription(userId, row)) throw notFound('No such subscription on this account');
    await deleteSubscriptions(db, [row.id]);
  }

  /** A deleted account's browsers get no more alerts, in its transaction. */
  const forget = (tx: DbOrTx, userId: string) => deleteSubscriptionsOf(tx, userId);

  return { publicKey, subscribe, unsubscribe, forget };
}
export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
