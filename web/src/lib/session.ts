import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '#domain/account/session-response.ts';
import { api } from './api-client.ts';
import { useHydrated } from './hydrated.tsx';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionResponse>('/api/session').then((r) => r.user),
  staleTime: 5 * 60_000,
});

/** The signed-in user; pending until known, and while a server-rendered page is hydrated (it was drawn signed out). */
export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  const hydrated = useHydrated();
  return hydrated ? { user: data ?? null, isPending } : { user: null, isPending: true };
}
