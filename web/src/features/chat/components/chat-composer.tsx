import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '#domain/chat/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** The counter shows from here on. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;
const count = (n: number) => n.toLocaleString('en-US');

interface Props {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  sending: boolean;
  /** Nothing to send into yet (the conversation is starting): typing is fine, sending waits. */
  disabled: boolean;
  onSend: (text: string, sent: () => void) => void;
}

/** Enter sends, Shift+Enter is a new line; while one is sending the text stays and another send is ignored. */
export function ChatComposer({ inputRef, sending, disabled, onSend }: Props) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_MESSAGE_MAX;
  const canSend = !disabled && !sending && trimmed.length > 0 && !tooLong;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(trimmed, () => setText(''));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      className="border-t border-border bg-surface px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3"
    >
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX + 500}
          aria-describedby={text.length >= COUNT_FROM ? 'chat-count' : undefined}
          placeholder="Type your message…"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-border bg-background px-4 py-2.5 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm [field-sizing:content]"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
          <SendHorizontal className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {text.length >= COUNT_FROM && (
        <p
          id="chat-count"
          className={cn(
            'mt-1.5 text-right text-xs tabular-nums',
            tooLong ? 'font-semibold text-danger' : 'text-muted',
          )}
        >
          {count(trimmed.length)} / {count(CHAT_MESSAGE_MAX)}
        </p>
      )}
    </form>
  );
}
