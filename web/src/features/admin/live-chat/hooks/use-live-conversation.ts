import { useQueryClient } from '@tanstack/react-query';
import { chatTopicOf } from '#domain/chat/rules.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { fetchNewLines } from '../api/get-chat-session.ts';

/** The open conversation follows its topic: new lines (fetched after the last id), agent and status changes. */
export function useLiveConversation(id: string | null) {
  const queryClient = useQueryClient();
  useRealtime(id ? chatTopicOf(id) : null, () => {
    if (id) void fetchNewLines(queryClient, id).catch(() => undefined);
  });
}
