import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { LIVE_CHAT_KEY } from '../api/live-chat-keys.ts';
import { ConversationPane } from './conversation-pane.tsx';
import { CustomerContext } from './customer-context.tsx';
import { SessionsPane } from './sessions-pane.tsx';

/** Three panes: chats (queue / transcripts), the open conversation, the customer. `?session=` is the open chat. */
export function LiveChatDesk({ me }: { me: string }) {
  const [params] = useSearchParams();
  const id = params.get('session');
  const queryClient = useQueryClient();
  useShortcut({
    keys: 'r',
    description: 'Refresh the queue and the open chat',
    group: 'Live chat',
    run: () => void queryClient.invalidateQueries({ queryKey: LIVE_CHAT_KEY }),
  });
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)_19rem]">
      <SessionsPane />
      <ConversationPane id={id} me={me} />
      <div className="md:col-start-2 xl:col-start-auto">
        <CustomerContext id={id} />
      </div>
    </div>
  );
}
