import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreferencesResponse } from '#domain/account/preferences-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getPreferences = () =>
  api<PreferencesResponse>('/api/notification-preferences').then((r) => r.preferences);

export const preferencesQueryKey = (userId: string | null) => ['notification-preferences', userId] as const;

/** Spec §7: select by user id; the server stores the defaults on the first read. */
export const preferencesQuery = (userId: string | null) =>
  queryOptions({ queryKey: preferencesQueryKey(userId), queryFn: getPreferences, enabled: userId !== null });

export function usePreferences(userId: string | null) {
  return useQuery(preferencesQuery(userId));
}
