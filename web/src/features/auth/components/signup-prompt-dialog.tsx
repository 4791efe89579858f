import { useRef } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useStoreFacts } from '#web/lib/store-facts.ts';
import type { DismissedBy } from '../hooks/use-signup-prompt.ts';

interface Props {
  open: boolean;
  onDismiss: (how: DismissedBy) => void;
  onAccept: () => void;
}

/** The offer itself: what an account gets, a way in, and an easy way out. */
export function SignupPromptDialog({ open, onDismiss, onAccept }: Props) {
  const content = useRef<HTMLDivElement>(null);
  const how = useRef<DismissedBy>('button');
  const before = useRef<Element | null>(null);
  const percent = useStoreFacts().firstOrderPercent;
  return (
    <D.Root open={open} onOpenChange={(next) => next || onDismiss(how.current)}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <D.Content
          ref={content}
          data-testid="signup-prompt"
          // The dialog itself takes focus, not its button: a key pressed as it appears accepts nothing.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            before.current = document.activeElement;
            content.current?.focus();
          }}
          // Radix gives focus back to a trigger, and this dialog opens by itself: back to where the guest was.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (before.current instanceof HTMLElement && before.current.isConnected) before.current.focus();
          }}
          onEscapeKeyDown={() => (how.current = 'escape')}
          onInteractOutside={() => (how.current = 'outside')}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[25rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-surface shadow-2xl outline-none data-[state=open]:animate-[fade-in_150ms_ease-out] dark:border-gold/20"
        >
          <div className="relative overflow-hidden bg-linear-to-br from-forest to-[#1f3d2e] px-7 pb-7 pt-8 text-cream">
            <div
              aria-hidden
              className="pointer-events-none absolute -right-20 -top-24 h-64 w-64 rounded-full bg-gold/25 blur-3xl"
            />
            <p className="relative text-xs font-semibold uppercase tracking-[0.25em] text-gold">
              New customer offer
            </p>
            <D.Title className="relative mt-3 font-display text-[2rem] leading-[1.08] text-balance">
              Get {percent}% off your first order
            </D.Title>
            <span className="relative mt-4 inline-block rounded-full bg-gold px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-forest">
              + Free Delivery
            </span>
            <D.Close
              aria-label="Close"
              className="absolute right-3 top-3 flex h-10 w-10 cursor-pointer items-center justify-center rounded-full text-cream/75 hover:bg-cream/10 hover:text-cream"
            >
              <X className="h-4 w-4" aria-hidden />
            </D.Close>
          </div>
          <div className="px-7 pb-6 pt-6">
            <D.Description className="text-[0.95rem] leading-relaxed text-muted">
              Create a free account and we take {percent}% off your first order at checkout, with free
              delivery on it. No code needed.
            </D.Description>
            <div className="mt-6 grid gap-2">
              <Button size="lg" onClick={onAccept}>
                Create an account
              </Button>
              <Button variant="ghost" onClick={() => onDismiss('button')}>
                No thanks
              </Button>
            </div>
            <p className="mt-3 text-center text-xs text-muted">For adults 21 and over.</p>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
