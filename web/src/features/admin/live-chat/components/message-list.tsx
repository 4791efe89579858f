import { useEffect, useRef } from 'react';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { MessageLine } from './message-line.tsx';

/** The conversation, oldest first; it follows new lines to the bottom. */
export function MessageList({ lines, customer }: { lines: readonly ChatMessage[]; customer: string }) {
  const end = useRef<HTMLDivElement>(null);
  const last = lines.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" tabIndex={0} aria-label="Conversation">
      {lines.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">No messages yet.</p>
      ) : (
        <ol className="space-y-3" aria-live="polite" aria-relevant="additions">
          {lines.map((line) => (
            <MessageLine key={line.id} line={line} customer={customer} />
          ))}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
