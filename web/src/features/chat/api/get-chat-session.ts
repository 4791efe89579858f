import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatCurrentResponse } from '#domain/chat/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getChatSession = () => api<ChatCurrentResponse>('/api/chat/session');

/**
 * Keyed by the signed-in account: signing in asks again, and the server carries the guest's chat over then. Another
 * account's copy is dropped as soon as nobody shows it (gcTime 0), so a signed-out browser never shows the account's.
 */
export const chatSessionQuery = (account: string | null) =>
  queryOptions({
    queryKey: ['chat', 'session', account ?? 'guest'] as const,
    queryFn: getChatSession,
    staleTime: 5 * 60_000,
    gcTime: 0,
  });

export function useChatSession(account: string | null) {
  return useQuery(chatSessionQuery(account));
}
