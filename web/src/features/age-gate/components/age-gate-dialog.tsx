import { Dialog as D } from 'radix-ui';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

const UNDER_21_URL = 'https://www.google.com/';

/** NY Cannabis Law §127: the store is for adults 21+; this gate cannot be dismissed without an answer. */
export function AgeGateDialog({ onConfirm }: { onConfirm: () => void }) {
  return (
    <D.Root open modal>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-[80] bg-forest/90 backdrop-blur-sm" />
        <D.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-gold/30 bg-surface p-8 text-center shadow-2xl"
        >
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent">
            <ShieldCheck className="h-7 w-7" aria-hidden />
          </span>
          <p className="mt-5 text-xs font-semibold uppercase tracking-[0.25em] text-accent">Adults only</p>
          <D.Title className="mt-2 font-display text-3xl">Are you 21 or older?</D.Title>
          <D.Description className="mt-3 text-sm text-muted">
            You must be 21 or older to enter this site. A valid government ID showing you are 21+ is checked
            at delivery.
          </D.Description>
          <div className="mt-7 grid gap-3">
            <Button size="lg" onClick={onConfirm}>
              I am 21 or older
            </Button>
            <Button size="lg" variant="outline" onClick={() => location.assign(UNDER_21_URL)}>
              I am under 21
            </Button>
          </div>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
