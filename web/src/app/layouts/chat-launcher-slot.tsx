import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useChatSession } from '#web/features/chat/api/get-chat-session.ts';
import { chatWasOpen, rememberChatOpen } from '#web/features/chat/stores/chat-open.ts';
import { useSession } from '#web/lib/session.ts';

const IDLE_TIMEOUT_MS = 3000;
const ChatWidget = lazy(() =>
  import('#web/features/chat/components/chat-widget.tsx').then((m) => ({ default: m.ChatWidget })),
);

/** Waits for the page to be idle after first paint (like the giveaway banner): nothing runs before that. */
function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const go = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * The support chat's launcher, bottom right above the phone's bottom bar and the giveaway banner. It asks whether the
 * chat is on once the page is idle; the widget's chunk loads on the first click (or at once when the chat was open
 * before a reload).
 */
export function ChatLauncherSlot() {
  const idle = useIdle();
  const { user } = useSession();
  const [open, setOpen] = useState(chatWasOpen);
  const [loaded, setLoaded] = useState(open);
  const launcher = useRef<HTMLButtonElement>(null);
  const current = useChatSession(user?.id ?? null, idle || open);
  const available = current.data?.available === true || !!current.data?.conversation;

  const change = (next: boolean) => {
    setOpen(next);
    if (next) setLoaded(true);
    rememberChatOpen(next);
  };

  return (
    <>
      {available && (
        <button
          ref={launcher}
          type="button"
          aria-label="Open support chat"
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => change(!open)}
          data-testid="chat-launcher"
          className="fixed bottom-[calc(8.5rem+env(safe-area-inset-bottom))] right-3 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-forest text-cream shadow-xl shadow-black/25 ring-1 ring-gold/40 transition hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-gold md:bottom-6 md:right-6"
        >
          <MessageCircle className="h-6 w-6" aria-hidden />
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onOpenChange={change} launcher={launcher} />
        </Suspense>
      )}
    </>
  );
}
