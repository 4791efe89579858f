import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LIVE_CHAT_TEXT } from '#domain/chat/staff-schemas.ts';
import { STAFF_CHAT_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { loadSonner } from '#web/lib/toast.ts';
import { QUEUE_KEY, TRANSCRIPTS_KEY } from '../api/live-chat-keys.ts';

/**
 * Mounted in the admin shell for staff who answer chats: the queue and transcripts follow `staff-chat` on every
 * page, and a chat newly waiting for a person shows a toast (no sound) with a way to open it.
 */
export function LiveChatAlerts() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRealtime(STAFF_CHAT_TOPIC, (event) => {
    if (event.kind !== 'chat.queue') return;
    void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    void queryClient.invalidateQueries({ queryKey: TRANSCRIPTS_KEY, refetchType: 'active' });
    if (event.change !== 'waiting') return;
    const open = () => void navigate(`/admin/live-chat?session=${encodeURIComponent(event.sessionId)}`);
    void loadSonner().then(
      ({ toast }) =>
        toast(LIVE_CHAT_TEXT.newWaiting, {
          id: `chat-waiting-${event.sessionId}`,
          description: 'A customer asked to speak to a person.',
          action: { label: 'Open', onClick: open },
        }),
      () => undefined,
    );
  });
  return null;
}
