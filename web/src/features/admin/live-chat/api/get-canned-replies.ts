import { useQuery } from '@tanstack/react-query';
import type { CannedReplies } from '#domain/chat/staff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { LIVE_CHAT_KEY } from './live-chat-keys.ts';

/** The canned replies; they change only with a deploy. */
export const useCannedReplies = () =>
  useQuery({
    queryKey: [...LIVE_CHAT_KEY, 'canned'],
    queryFn: ({ signal }) => api<CannedReplies>('/api/admin/live-chat/canned-replies', { signal }),
    staleTime: Infinity,
  });
