import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesResponse } from '#domain/account/preferences-response.ts';
import type { NotificationPreferences } from '#domain/notifications.ts';
import { api, isClientError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { pickPreferences } from '../utils/preference-channels.ts';
import { preferencesQueryKey } from './get-preferences.ts';

/** Spec §7: upsert every preference field; the server sets updated_at. */
export const savePreferences = (preferences: NotificationPreferences) =>
  api<PreferencesResponse>('/api/notification-preferences', {
    method: 'PUT',
    body: pickPreferences(preferences),
  }).then((r) => r.preferences);

export function useSavePreferences(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey(userId), saved);
      toast.success('Notification preferences saved');
    },
    onError: (error) => {
      toast.error(
        'Failed to save preferences',
        isClientError(error) ? { description: error.message } : undefined,
      );
    },
  });
}
