import { useRef, type RefObject } from 'react';
import { Dialog as D } from 'radix-ui';
import { UserRound } from 'lucide-react';
import { CHAT_TEXT } from '#domain/chat/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useChat } from '../hooks/use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatLines } from './chat-lines.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here on close. */
  launcher: RefObject<HTMLButtonElement | null>;
}

/**
 * Spec §2: the floating support chat. A non-modal dialog (the page stays usable behind it on a desktop): full screen
 * at phone width, a 380×560 card on larger screens. Escape closes; focus goes to the message box on open and back to
 * the launcher on close.
 */
export function ChatWidget({ open, onOpenChange, launcher }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  const chat = useChat(open);
  const session = chat.conversation?.session ?? null;
  const active = session?.status === 'active';

  return (
    <D.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <D.Portal>
        <D.Content
          data-testid="chat-widget"
          onInteractOutside={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            launcher.current?.focus();
          }}
          className="fixed inset-0 z-[60] flex flex-col bg-surface outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-auto sm:bottom-5 sm:right-5 sm:h-[560px] sm:max-h-[calc(100dvh-2.5rem)] sm:w-[380px] sm:overflow-hidden sm:rounded-3xl sm:border sm:border-border sm:shadow-2xl"
        >
          <ChatHeader session={session} />
          {chat.failed ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
              <p className="font-medium">{CHAT_TEXT.startFailed}</p>
              <p className="text-sm text-muted">Check your connection and try again.</p>
              <Button variant="outline" onClick={chat.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <ChatLines messages={chat.conversation?.messages ?? []} loading={chat.loading} />
          )}
          {active && session.mode === 'ai' && (
            <div className="flex justify-center border-t border-border/60 bg-surface px-3 pt-2.5">
              <Button
                variant="outline"
                size="sm"
                onClick={() => chat.toPerson.mutate()}
                disabled={chat.toPerson.isPending}
              >
                <UserRound className="h-4 w-4" aria-hidden />
                {CHAT_TEXT.realPerson}
              </Button>
            </div>
          )}
          {session?.status === 'closed' ? (
            <div className="flex flex-col items-center gap-2 border-t border-border px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-4 text-center">
              <p className="text-sm text-muted">This conversation has ended. Thanks for reaching out!</p>
              <Button onClick={chat.startNew} disabled={chat.starting}>
                Start a new chat
              </Button>
            </div>
          ) : (
            <ChatComposer
              inputRef={input}
              sending={chat.send.isPending}
              disabled={!active}
              onSend={(text, sent) => chat.send.mutate(text, { onSuccess: sent })}
            />
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
