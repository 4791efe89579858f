import { eq, sql } from 'drizzle-orm';
import type { NotificationPreferences } from '#domain/notifications.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notificationPreferences as prefs } from '#server/db/schema/notifications.ts';

const columns = {
  smsEnabled: prefs.smsEnabled,
  smsAllUpdates: prefs.smsAllUpdates,
  smsCriticalOnly: prefs.smsCriticalOnly,
  pushEnabled: prefs.pushEnabled,
  pushAllUpdates: prefs.pushAllUpdates,
  pushCriticalOnly: prefs.pushCriticalOnly,
  emailEnabled: prefs.emailEnabled,
  emailAllUpdates: prefs.emailAllUpdates,
  emailConfirmationOnly: prefs.emailConfirmationOnly,
  updatedAt: prefs.updatedAt,
};

export type PreferencesRow = NotificationPreferences & { updatedAt: Date };

export async function findPreferences(db: DbOrTx, userId: string): Promise<PreferencesRow | null> {
  const [row] = await db.select(columns).from(prefs).where(eq(prefs.userId, userId)).limit(1);
  return row ?? null;
}

/** Inserts the row with the column defaults (spec §3) unless it exists. */
export async function insertDefaultPreferences(db: DbOrTx, userId: string) {
  await db.insert(prefs).values({ userId }).onConflictDoNothing({ target: prefs.userId });
}

export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  values: NotificationPreferences,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(prefs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: prefs.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}

/** Erases the account's choices (a deleted account). */
export async function deletePreferences(db: DbOrTx, userId: string) {
  await db.delete(prefs).where(eq(prefs.userId, userId));
}
