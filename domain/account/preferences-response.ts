import { z } from 'zod';
import type { SavedNotificationPreferences } from '../notifications.ts';
import { NotificationPreferencesSchema } from '../notifications.schemas.ts';

/**
 * `GET /api/notification-preferences` and `PUT /api/notification-preferences`: the caller's saved row, with when it
 * was last written. Checked against `SavedNotificationPreferences` at compile time; the web's preference queries
 * read `PreferencesResponse`, and the API tests parse real answers with the schema.
 */
export const SavedNotificationPreferencesSchema = z.strictObject({
  ...NotificationPreferencesSchema.shape,
  updatedAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<SavedNotificationPreferences>;

export const PreferencesResponseSchema = z.strictObject({ preferences: SavedNotificationPreferencesSchema });
export type PreferencesResponse = z.infer<typeof PreferencesResponseSchema>;
