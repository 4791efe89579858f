import { Button } from '#web/components/ui/button.tsx';
import { useRealtimeStatus } from '#web/hooks/use-realtime.ts';
import { cn } from '#web/lib/cn.ts';

/** Whether the list follows new orders live, and (deeper in the list) how many arrived since. */
export function LiveStatus({ missed, onNewest }: { missed: number; onNewest: () => void }) {
  const status = useRealtimeStatus();
  if (missed > 0) {
    return (
      <Button variant="accent" size="sm" onClick={onNewest}>
        {missed === 1 ? '1 new order' : `${missed} new orders`} · Show newest
      </Button>
    );
  }
  return (
    <span role="status" className="inline-flex items-center gap-2 px-2 text-xs text-muted">
      <span
        aria-hidden
        className={cn(
          'h-2 w-2 rounded-full',
          status === 'open'
            ? 'bg-success animate-pulse'
            : status === 'connecting'
              ? 'bg-amber-500'
              : 'bg-muted',
        )}
      />
      {status === 'open' ? 'Live' : status === 'connecting' ? 'Connecting…' : 'Offline'}
    </span>
  );
}
