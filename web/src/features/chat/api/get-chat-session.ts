import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatCurrentResponse } from '#domain/chat/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getChatSession = () => api<ChatCurrentResponse>('/api/chat/session');

/** Keyed by the signed-in account: signing in asks again, and the server carries the guest's chat over then. */
export const chatSessionQuery = (account: string | null) =>
  queryOptions({
    queryKey: ['chat', 'session', account ?? 'guest'] as const,
    queryFn: getChatSession,
    staleTime: 5 * 60_000,
  });

export function useChatSession(account: string | null) {
  return useQuery(chatSessionQuery(account));
}
