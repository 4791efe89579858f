import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PauseCircle, PlayCircle, Store } from 'lucide-react';
import { pausedUntilLabel } from '#domain/merchant/quick-pause.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useNow } from '#web/hooks/use-now.ts';
import { cn } from '#web/lib/cn.ts';
import { SHOP_PAUSE_KEY, useShopPause } from '../api/get-shop-pause.ts';
import { usePauseWrite } from '../api/pause-writes.ts';
import { QuickPauseButtons } from './quick-pause-buttons.tsx';

/**
 * The board's line about taking orders: taking ASAP orders with the quick pauses, or 'Paused until 3:15 PM' with
 * 'Resume now'. The pause ends by itself: the line follows the clock and asks the server again when it passes.
 */
export function PauseBar() {
  const queryClient = useQueryClient();
  const state = useShopPause();
  const write = usePauseWrite();
  const now = useNow(10_000);
  const until = state.data?.pausedUntil ? new Date(state.data.pausedUntil) : null;
  const paused = Boolean(until && until.getTime() > now);
  const ended = Boolean(until && !paused);
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: SHOP_PAUSE_KEY });
  }, [ended, queryClient]);
  if (!state.data) return null;
  const open = state.data.openNow || ended;
  return (
    <section
      aria-label="Taking orders"
      data-testid="pause-bar"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2.5 rounded-2xl border px-3 py-2.5 sm:px-4',
        paused ? 'border-amber-500/60 bg-amber-500/10' : 'border-border bg-surface',
      )}
    >
      {paused ? (
        <PauseCircle className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
      ) : (
        <Store className={cn('h-6 w-6 shrink-0', open ? 'text-success' : 'text-muted')} aria-hidden />
      )}
      <div className="min-w-56 flex-1" role="status">
        <p className="font-semibold" data-testid="pause-state">
          {paused
            ? pausedUntilLabel(until!, new Date(now))
            : open
              ? 'Taking ASAP orders'
              : 'Not taking ASAP orders'}
        </p>
        <p className="text-sm text-muted">
          {paused
            ? 'New ASAP orders are turned away; scheduled orders still come in.'
            : open
              ? 'Too busy? Pause new ASAP orders for a while.'
              : 'Outside your opening hours: only scheduled orders come in.'}
        </p>
      </div>
      {paused ? (
        <Button
          variant="accent"
          className="min-h-11"
          disabled={write.isPending}
          onClick={() => write.mutate(null)}
        >
          <PlayCircle className="h-4 w-4" aria-hidden />
          Resume now
        </Button>
      ) : (
        <QuickPauseButtons write={write} />
      )}
      {write.isError && (
        <p role="alert" className="basis-full text-sm text-danger">
          {write.error.message}
        </p>
      )}
    </section>
  );
}
