import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse, SettingsUpdate } from '#domain/admin/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsQuery } from './get-settings.ts';

/** `PUT /api/admin/settings` with only the changed keys; answers every setting as saved. */
export const updateSettings = (changes: SettingsUpdate) =>
  api<SettingsResponse>('/api/admin/settings', { method: 'PUT', body: changes }).then((r) => r.settings);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQuery.queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-logs'] });
    },
  });
}
