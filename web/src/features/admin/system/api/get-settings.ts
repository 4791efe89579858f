import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '#domain/admin/settings.ts';
import { api } from '#web/lib/api-client.ts';

export const getSettings = () => api<SettingsResponse>('/api/admin/settings').then((r) => r.settings);

export const settingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: getSettings,
  staleTime: 0,
  retry: false,
});

export const useSettings = () => useQuery(settingsQuery);
