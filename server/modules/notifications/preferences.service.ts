import {
  normalizePreferences,
  type NotificationPreferences,
  type SavedNotificationPreferences,
} from '#domain/notifications.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  deletePreferences,
  findPreferences,
  insertDefaultPreferences,
  upsertPreferences,
  type PreferencesRow,
} from './preferences.repo.ts';

const toDto = ({ updatedAt, ...rest }: PreferencesRow): SavedNotificationPreferences => ({
  ...rest,
  updatedAt: updatedAt.toISOString(),
});

export function createPreferencesService(db: Db) {
  /** The caller's preferences; the first read stores the defaults. */
  async function read(userId: string): Promise<SavedNotificationPreferences> {
    const existing = await findPreferences(db, userId);
    if (existing) return toDto(existing);
    await insertDefaultPreferences(db, userId);
    return toDto((await findPreferences(db, userId))!);
  }

  /** The spec §4 exclusivity holds on the server too, whatever the client sent. */
  async function save(userId: string, input: NotificationPreferences): Promise<SavedNotificationPreferences> {
    return toDto(await upsertPreferences(db, userId, normalizePreferences(input)));
  }

  /** A deleted account's choices go with it, in its transaction. */
  const forget = (tx: DbOrTx, userId: string) => deletePreferences(tx, userId);

  return { read, save, forget };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
