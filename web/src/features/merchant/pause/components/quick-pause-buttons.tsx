import { PauseCircle } from 'lucide-react';
import { QUICK_PAUSE_LABELS, QUICK_PAUSES } from '#domain/merchant/quick-pause.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { usePauseWrite } from '../api/pause-writes.ts';

/** 'Pause 30 min', 'Pause 1 hour', 'Pause for the rest of today': one tap each, the server sets the end. */
export function QuickPauseButtons({ write }: { write: ReturnType<typeof usePauseWrite> }) {
  return (
    <div role="group" aria-label="Pause new ASAP orders" className="flex flex-wrap gap-2">
      {QUICK_PAUSES.map((pause) => (
        <Button
          key={pause}
          variant="outline"
          className="min-h-11"
          disabled={write.isPending}
          aria-busy={write.isPending && write.variables === pause}
          onClick={() => write.mutate(pause)}
        >
          <PauseCircle className="h-4 w-4" aria-hidden />
          {QUICK_PAUSE_LABELS[pause]}
        </Button>
      ))}
    </div>
  );
}
