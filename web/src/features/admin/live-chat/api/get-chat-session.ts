import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { mergeLines } from '#domain/chat/lines.ts';
import { chatPath, sessionKey } from './live-chat-keys.ts';

/** One conversation with the customer's card. */
export const useChatSession = (id: string | null) =>
  useQuery({
    queryKey: sessionKey(id ?? ''),
    queryFn: ({ signal }) => api<LiveChatDetail>(chatPath(id!), { signal }),
    enabled: id !== null,
  });

/** A realtime event said there are new lines: fetch only those after the last one shown and add them. */
export async function fetchNewLines(queryClient: QueryClient, id: string) {
  const current = queryClient.getQueryData<LiveChatDetail>(sessionKey(id));
  const lastId = current?.messages.at(-1)?.id;
  if (!current || !lastId) return queryClient.invalidateQueries({ queryKey: sessionKey(id) });
  const fresh = await api<LiveChatDetail>(chatPath(id, `?after=${lastId}`));
  queryClient.setQueryData<LiveChatDetail>(sessionKey(id), (old) =>
    old ? { ...fresh, messages: mergeLines(old.messages, fresh.messages) } : fresh,
  );
}
