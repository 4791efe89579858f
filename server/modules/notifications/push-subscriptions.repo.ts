import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { pushSubscriptions as subs } from '#server/db/schema/notifications.ts';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

/**
 * Stores a browser's subscription; false when its endpoint belongs to another account and the keys differ. An
 * endpoint is one browser profile, which answers every subscribe with the same endpoint and keys: the same keys
 * mean the same browser, now signed in to this account (a shared device follows whoever turned alerts on last).
 * Anyone else naming that endpoint with other keys is refused, and the owner's alerts keep going where they went.
 */
export async function upsertSubscription(db: DbOrTx, s: NewPushSubscription): Promise<boolean> {
  const rows = await db
    .insert(subs)
    .values(s)
    .onConflictDoUpdate({
      target: subs.endpoint,
      set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent },
      setWhere: or(eq(subs.userId, s.userId), and(eq(subs.auth, s.auth), eq(subs.p256dh, s.p256dh))),
    })
    .returning({ id: subs.id });
  return rows.length > 0;
}

/** Keeps an account's `keep` most recently used subscriptions and deletes the rest. */
export async function trimSubscriptions(db: DbOrTx, userId: string, keep: number) {
  const newest = db
    .select({ id: subs.id })
    .from(subs)
    .where(eq(subs.userId, userId))
    .orderBy(desc(sql`coalesce(${subs.lastSuccessAt}, ${subs.createdAt})`), desc(subs.createdAt))
    .limit(keep);
  await db.delete(subs).where(and(eq(subs.userId, userId), notInArray(subs.id, newest)));
}

export async function findByEndpoint(db: DbOrTx, endpoint: string) {
  const [row] = await db
    .select({ id: subs.id, userId: subs.userId })
    .from(subs)
    .where(eq(subs.endpoint, endpoint))
    .limit(1);
  return row ?? null;
}
export type PushSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findByEndpoint>>>;

export async function deleteSubscriptions(db: DbOrTx, ids: string[]) {
  if (ids.length) await db.delete(subs).where(inArray(subs.id, ids));
}

/** The push service took a message for these subscriptions. */
export async function markDelivered(db: DbOrTx, ids: string[]) {
  if (ids.length)
    await db
      .update(subs)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(subs.id, ids));
}

/** Every browser subscribed for the account (a deleted account). */
export async function deleteSubscriptionsOf(db: DbOrTx, userId: string) {
  await db.delete(subs).where(eq(subs.userId, userId));
}
