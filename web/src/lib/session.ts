import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '#domain/account/session-response.ts';
import { can, type Permission } from '#domain/permissions.ts';
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

/**
 * Whether the signed-in user may do `permission`, by the same table the server refuses with (domain/permissions.ts):
 * the web hides what the server would refuse. Never a guard on its own: the server decides.
 */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return user ? can(user.roles, permission) : false;
}
