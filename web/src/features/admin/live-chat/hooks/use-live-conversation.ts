import { useQueryClient } from '@tanstack/react-query';
import { chatTopicOf } from '#domain/chat/rules.ts';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { fetchNewLines } from '../api/get-chat-session.ts';
import { sessionKey } from '../api/live-chat-keys.ts';

/**
 * The open conversation follows its topic (new lines fetched after the last id, agent and status changes) and the
 * staff `orders` topic, so the customer card's order statuses move as the orders do.
 */
export function useLiveConversation(id: string | null) {
  const queryClient = useQueryClient();
  useRealtime(id ? chatTopicOf(id) : null, () => {
    if (id) void fetchNewLines(queryClient, id).catch(() => undefined);
  });
  useRealtime(id ? ADMIN_ORDERS_TOPIC : null, (event) => {
    if (!id || event.kind !== 'order.status') return;
    const card = queryClient.getQueryData<LiveChatDetail>(sessionKey(id));
    if (!card?.orders.some((o) => o.id === event.orderId)) return;
    void queryClient.invalidateQueries({ queryKey: sessionKey(id) });
  });
}
