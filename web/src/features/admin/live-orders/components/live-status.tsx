import { useRealtimeStatus } from '#web/hooks/use-realtime.ts';
import { cn } from '#web/lib/cn.ts';

/** "Live" while the realtime connection is open, "Reconnecting…" otherwise: in words, not only a dot. */
export function LiveStatus() {
  const open = useRealtimeStatus() === 'open';
  return (
    <span role="status" className="flex items-center gap-1.5 text-sm text-muted">
      <span
        aria-hidden
        className={cn('h-2 w-2 rounded-full', open ? 'bg-success motion-safe:animate-pulse' : 'bg-amber-500')}
      />
      {open ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
