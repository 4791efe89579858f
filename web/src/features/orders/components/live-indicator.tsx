import type { RealtimeStatus } from '#web/lib/realtime.ts';
import { cn } from '#web/lib/cn.ts';

/** Whether updates arrive by themselves right now; hidden from screen readers (the status region speaks). */
export function LiveIndicator({ connection, className }: { connection: RealtimeStatus; className?: string }) {
  const live = connection === 'open';
  return (
    <span
      aria-hidden
      data-testid="live-indicator"
      data-state={connection}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-[11px] font-semibold uppercase tracking-[0.16em]',
        live ? 'border-gold/40 text-gold' : 'border-cream/20 text-cream/60',
        className,
      )}
    >
      <span className="relative flex h-2 w-2">
        {live && <span className="absolute inset-0 animate-ping rounded-full bg-gold/70" />}
        <span className={cn('relative h-2 w-2 rounded-full', live ? 'bg-gold' : 'bg-cream/40')} />
      </span>
      {/* Both words take the same room, so going live never reflows the hero (layout shift). */}
      <span className="grid">
        <span className={cn('col-start-1 row-start-1', !live && 'invisible')}>Live</span>
        <span className={cn('col-start-1 row-start-1', live && 'invisible')}>Connecting</span>
      </span>
    </span>
  );
}
