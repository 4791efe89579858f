import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '#domain/account/session-response.ts';
import { api } from './api-client.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionResponse>('/api/session').then((r) => r.user),
  staleTime: 5 * 60_000,
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isPending };
}
