import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { pushSubscriptions as subs } from '#server/db/schema/notifications.ts';

/**
 * Where an account's alerts go: its browsers' subscriptions, none while the account is blocked (read at send time,
 * so messages queued before the block stop too, and an unblocked account's devices get alerts again).
 */
export function deliverableSubscriptions(db: DbOrTx, userId: string) {
  return db
    .select({ id: subs.id, endpoint: subs.endpoint, p256dh: subs.p256dh, auth: subs.auth })
    .from(subs)
    .innerJoin(users, eq(users.id, subs.userId))
    .where(and(eq(subs.userId, userId), isNull(users.blockedAt)));
}
export type PushTarget = Awaited<ReturnType<typeof deliverableSubscriptions>>[number];
