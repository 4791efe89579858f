import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useChatSession } from '../api/get-chat-session.ts';
import { chatWasOpen, rememberChatOpen } from '../stores/chat-open.ts';
import { lastAnswerId } from '#domain/chat/lines.ts';
import { useSession } from '#web/lib/session.ts';
import { taskPage } from '#web/lib/task-paths.ts';

/** On <html> while the button floats: the footer and the scroll padding make room for it (app.css, site-footer). */
const ROOM_CLASS = 'chat-bubble';

const loadWidget = () => import('./chat-widget.tsx');
const ChatWidget = lazy(() => loadWidget().then((m) => ({ default: m.ChatWidget })));
/** The widget's chunk starts loading when a pointer comes over the launcher, a finger touches it or it gets focus. */
const preloadWidget = () => void loadWidget().catch(() => undefined);

/**
 * The support chat's launcher, bottom right above the phone's bottom bar, shown while the store's chat switch is on.
 * It steps aside on the buying pages (product, cart, checkout), where it would sit over the buy button or the form;
 * help stays a link away there (Support). Elsewhere the page makes room for it: the footer ends above it and focus
 * scrolls clear of it. The widget's chunk loads on the first sign of intent (pointer over it, touch, focus) or
 * click (at once when the chat was open before a reload).
 */
export function ChatLauncher() {
  const { user } = useSession();
  const [open, setOpen] = useState(chatWasOpen);
  const [loaded, setLoaded] = useState(open);
  const launcher = useRef<HTMLButtonElement>(null);
  const current = useChatSession(user?.id ?? null);
  const conversation = current.data?.conversation ?? null;
  const available = current.data?.available === true || conversation !== null;
  const answer = lastAnswerId(conversation?.messages ?? []);
  // The last answer the customer has seen (set when the widget opens or closes): a later one gets a dot.
  const [seen, setSeen] = useState<string | null>(null);
  const unread = !open && seen !== null && answer !== null && BigInt(answer) > BigInt(seen);
  const { pathname } = useLocation();
  const floating = available && taskPage(pathname) === null;
  useEffect(() => {
    document.documentElement.classList.toggle(ROOM_CLASS, floating);
    return () => document.documentElement.classList.remove(ROOM_CLASS);
  }, [floating]);

  const change = (next: boolean) => {
    setOpen(next);
    setSeen(answer ?? '0');
    if (next) setLoaded(true);
    rememberChatOpen(next);
  };

  return (
    <>
      {floating && (
        <button
          ref={launcher}
          type="button"
          aria-label="Open support chat"
          aria-describedby={unread ? 'chat-unread-note' : undefined}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => change(!open)}
          onPointerEnter={preloadWidget}
          onPointerDown={preloadWidget}
          onFocus={preloadWidget}
          data-testid="chat-launcher"
          className="fixed bottom-[calc(4.75rem+env(safe-area-inset-bottom))] right-3 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-gold text-forest shadow-xl shadow-black/30 ring-2 ring-forest/15 transition hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-gold md:bottom-6 md:right-6"
        >
          <MessageCircle className="h-6 w-6" aria-hidden />
          {unread && (
            <span
              className="absolute right-0.5 top-0.5 h-3.5 w-3.5 rounded-full border-2 border-gold bg-danger"
              data-testid="chat-unread"
              aria-hidden
            />
          )}
        </button>
      )}
      {floating && unread && (
        <span id="chat-unread-note" className="sr-only">
          New message from support
        </span>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ChatWidget open={open} onOpenChange={change} launcher={launcher} />
        </Suspense>
      )}
    </>
  );
}
