import { Tooltip } from 'radix-ui';
import { Info } from 'lucide-react';

/** A small (i) that explains a figure: on hover or keyboard focus, and read by screen readers. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="rounded-full p-0.5 text-muted hover:text-foreground focus-visible:text-foreground"
            aria-label={`About ${label}: ${text}`}
          >
            <Info className="h-3.5 w-3.5" aria-hidden />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-50 max-w-72 rounded-xl border border-border bg-surface px-3 py-2 text-xs leading-relaxed text-foreground shadow-xl"
          >
            {text}
            <Tooltip.Arrow className="fill-surface" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
