import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** Sound and vibration for new orders: on unless the courier mutes them (remembered on this device). */
export function OfferSoundSwitch({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 w-full items-center justify-center gap-2 whitespace-nowrap rounded-2xl border px-4 text-sm font-medium transition',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
        muted ? 'border-danger/40 bg-danger/10 text-danger' : 'border-border bg-surface text-muted',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
      Mute new-order alerts
      {muted && (
        <span
          aria-hidden
          className="rounded-full bg-danger px-2 py-0.5 text-[11px] font-bold uppercase text-white"
        >
          Muted
        </span>
      )}
    </button>
  );
}
