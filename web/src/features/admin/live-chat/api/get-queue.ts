import { useQuery } from '@tanstack/react-query';
import type { LiveChatQueue } from '#domain/chat/staff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { QUEUE_KEY } from './live-chat-keys.ts';

/** Waiting chats (oldest first), the caller's and other staff members'; the staff-chat topic refetches it. */
export const useLiveChatQueue = () =>
  useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => api<LiveChatQueue>('/api/admin/live-chat/queue', { signal }),
    refetchOnMount: 'always',
  });
