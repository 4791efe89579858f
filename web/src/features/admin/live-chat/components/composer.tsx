import { useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '#domain/chat/rules.ts';
import { ChatTextField } from '#domain/chat/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CannedMenu } from './canned-menu.tsx';

/** The reply box: Enter sends, Shift+Enter starts a new line; one send at a time; the server's refusal shows. */
export function Composer({
  customerName,
  onSend,
  sending,
  error,
}: {
  customerName: string | null;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  error: string | null;
}) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    if (sending) return;
    const parsed = ChatTextField.safeParse(text);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? null);
    setInvalid(null);
    onSend(parsed.data).then(
      () => setText(''),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const insert = (canned: string) => {
    setText((current) => (current.trim() ? `${current.trimEnd()}\n${canned}` : canned));
    box.current?.focus();
  };
  const message = invalid ?? error;
  return (
    <div className="border-t border-border p-3">
      <label htmlFor="live-chat-reply" className="sr-only">
        Reply
      </label>
      <textarea
        id="live-chat-reply"
        ref={box}
        value={text}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX + 200}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={message ? true : undefined}
        aria-describedby="live-chat-reply-hint"
        placeholder="Write a reply…"
        className="w-full resize-none rounded-xl border border-border bg-background px-3 py-2 text-sm outline-none transition focus:border-accent focus:ring-2 focus:ring-accent/30"
      />
      <div className="mt-2 flex items-center gap-2">
        <CannedMenu customerName={customerName} onPick={insert} />
        <p
          id="live-chat-reply-hint"
          className="min-w-0 flex-1 truncate text-xs text-muted"
          aria-live="polite"
        >
          {message ? (
            <span className="text-danger">{message}</span>
          ) : (
            'Enter to send · Shift+Enter for a new line'
          )}
        </p>
        <Button size="sm" onClick={send} disabled={sending || !text.trim()}>
          <SendHorizontal className="h-4 w-4" aria-hidden />
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </div>
  );
}
