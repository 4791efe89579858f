import { MessagesSquare } from 'lucide-react';
import { CHAT_RESOLUTION_LABELS } from '#domain/chat/rules.ts';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useChatSession } from '../api/get-chat-session.ts';
import { useSendReply } from '../api/chat-writes.ts';
import { useLiveConversation } from '../hooks/use-live-conversation.ts';
import { chatTitle } from '../utils/wait-text.ts';
import { Composer } from './composer.tsx';
import { ConversationActions } from './conversation-actions.tsx';
import { MessageList } from './message-list.tsx';

const PANE =
  'flex min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-border bg-surface md:h-[calc(100dvh-12.5rem)] md:min-h-[32rem]';

function Conversation({ detail, me }: { detail: LiveChatDetail; me: string }) {
  const s = detail.session;
  const reply = useSendReply(s.id, () => detail.messages.at(-1)?.id);
  const title = chatTitle(s);
  const heldByOther = s.claimedBy !== null && s.claimedBy.id !== me;
  return (
    <section aria-label={`Chat with ${title}`} className={PANE}>
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0">
          <h2 className="truncate font-display text-xl">{title}</h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
              {s.status === 'active' ? 'Active' : 'Closed'}
            </Badge>
            <Badge>{s.mode === 'ai' ? 'Assistant' : 'Person'}</Badge>
            {s.claimedBy ? (
              <Badge tone="info">
                {s.status === 'active' ? 'With' : 'Answered by'}{' '}
                {s.claimedBy.id === me ? 'you' : s.claimedBy.name}
              </Badge>
            ) : (
              s.status === 'active' && <Badge tone="warning">Unclaimed</Badge>
            )}
            {s.resolution && <Badge tone="accent">{CHAT_RESOLUTION_LABELS[s.resolution]}</Badge>}
            {s.guestLabel && <span className="font-mono">{s.guestLabel}</span>}
          </div>
        </div>
        <ConversationActions session={s} />
      </header>
      <MessageList lines={detail.messages} customer={s.customerName?.split(' ')[0] ?? 'Customer'} />
      {s.status === 'closed' ? (
        <p className="border-t border-border px-4 py-3 text-sm text-muted">
          This chat is closed{s.resolutionNote ? ` — ${s.resolutionNote}` : ''}.
        </p>
      ) : heldByOther ? (
        <p className="border-t border-border px-4 py-3 text-sm text-muted">
          {s.claimedBy?.name} is answering this chat.
        </p>
      ) : (
        <Composer
          customerName={s.customerName}
          sending={reply.isPending}
          error={reply.error?.message ?? null}
          onSend={(text) => reply.mutateAsync(text)}
        />
      )}
    </section>
  );
}

/** The centre pane: the open chat (`?session=`), live on its own topic. */
export function ConversationPane({ id, me }: { id: string | null; me: string }) {
  const detail = useChatSession(id);
  useLiveConversation(id);
  if (!id)
    return (
      <section aria-label="Conversation" className={`${PANE} items-center justify-center p-8 text-center`}>
        <MessagesSquare className="h-10 w-10 text-muted" aria-hidden />
        <h2 className="mt-3 font-display text-xl">Pick a chat</h2>
        <p className="mt-1 max-w-xs text-sm text-muted">
          Choose a waiting customer from the queue, or search the transcripts.
        </p>
      </section>
    );
  if (detail.isPending)
    return (
      <section aria-label="Conversation" aria-busy="true" className={`${PANE} gap-3 p-4`}>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-14 w-2/3" />
        <Skeleton className="ml-auto h-14 w-1/2" />
        <Skeleton className="h-14 w-3/5" />
      </section>
    );
  if (detail.isError)
    return (
      <section aria-label="Conversation" className={`${PANE} items-center justify-center p-8 text-center`}>
        <p role="alert" className="text-sm text-danger">
          {detail.error.message}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </section>
    );
  return <Conversation detail={detail.data} me={me} />;
}
