import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ChatLine, senderOf } from './chat-line.tsx';

/** The conversation, scrolled to its newest line; lines that arrive while it is open are read out politely. */
export function ChatLines({ messages, loading }: { messages: readonly ChatMessage[]; loading: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const seen = useRef<string | null | undefined>(undefined);
  const [announce, setAnnounce] = useState('');
  const last = messages.at(-1);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (!last) return;
    // The history shown on open is not announced; each later line from the assistant or staff is.
    if (seen.current !== undefined && last.id !== seen.current && last.senderType !== 'user') {
      setAnnounce(`${senderOf(last)}: ${last.message}`);
    }
    seen.current = last.id;
  }, [last]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
      {loading && messages.length === 0 ? (
        <div className="space-y-4" role="status" aria-label="Loading the conversation">
          <Skeleton className="h-14 w-3/4 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-20 w-4/5 rounded-2xl" />
        </div>
      ) : (
        <ol className="space-y-3" aria-label="Conversation">
          {messages.map((m) => (
            <ChatLine key={m.id} message={m} />
          ))}
        </ol>
      )}
      <div ref={end} />
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announce}
      </div>
    </div>
  );
}
