import { Dialog as D } from 'radix-ui';
import { Headset, X } from 'lucide-react';
import { CHAT_TEXT } from '#domain/chat/rules.ts';
import type { ChatSession } from '#domain/chat/schemas.ts';

/** Who is on the other side now: the assistant, a person on the way, the person by name, or the end. */
export function chatStatus(session: ChatSession | null): string {
  if (!session) return 'Connecting…';
  if (session.status === 'closed') return 'Chat ended';
  if (session.mode === 'ai') return 'Assistant · answers right away';
  return session.agentName ? `${session.agentName} from support` : 'Waiting for a person';
}

export function ChatHeader({ session }: { session: ChatSession | null }) {
  const waiting = session?.mode === 'human' && session.status === 'active' && !session.agentName;
  return (
    // A div, not a <header>: in a dialog a <header> is a second banner landmark beside the store's.
    <div className="flex items-center gap-3 border-b border-white/10 bg-forest px-4 pb-3 pt-[max(0.75rem,env(safe-area-inset-top))] text-cream sm:rounded-t-3xl sm:pt-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold">
        <Headset className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <D.Title className="font-display text-lg font-semibold leading-tight">{CHAT_TEXT.title}</D.Title>
        <D.Description
          className="flex items-center gap-1.5 truncate text-xs text-cream/75"
          data-testid="chat-status"
        >
          {waiting && <span className="h-2 w-2 animate-pulse rounded-full bg-gold" aria-hidden />}
          {chatStatus(session)}
        </D.Description>
      </div>
      <D.Close
        className="rounded-full p-2.5 text-cream/80 outline-none hover:bg-white/10 hover:text-cream focus-visible:ring-2 focus-visible:ring-gold"
        aria-label="Close support chat"
      >
        <X className="h-5 w-5" aria-hidden />
      </D.Close>
    </div>
  );
}
