import { format } from 'date-fns';
import { CalendarClock, CircleCheck, Trophy } from 'lucide-react';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import { drawStage, prizeHolders } from '../utils/draw-stage.ts';
import { DrawButton } from './draw-button.tsx';

const when = (at: string) => format(new Date(at), 'MMM d, yyyy h:mm a');

/** The draw's state: waiting for the end, ready to draw (the button), or drawn (who holds the prize). */
export function DrawStatusCard({
  data,
  now,
  canManage,
}: {
  data: AdminWinnersResponse;
  now: number;
  canManage: boolean;
}) {
  const { giveaway } = data;
  const stage = drawStage(data, now);
  const box = 'flex flex-wrap items-start gap-4 rounded-2xl border p-5';
  if (stage === 'waiting')
    return (
      <section aria-label="Draw" className={`${box} border-border bg-surface`}>
        <CalendarClock className="h-6 w-6 shrink-0 text-muted" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-base font-semibold">Draw opens when the giveaway ends</h2>
          <p className="text-sm text-muted">
            Ends {when(giveaway.endsAt)}. So far {giveaway.entrants.toLocaleString('en-US')} entrants with{' '}
            {giveaway.totalEntries.toLocaleString('en-US')} entries.
          </p>
        </div>
      </section>
    );
  if (stage === 'ready')
    return (
      <section aria-label="Draw" className={`${box} border-accent/50 bg-accent-soft`}>
        <Trophy className="h-6 w-6 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-base font-semibold">Ready to draw</h2>
          <p className="text-sm">
            Ended {when(giveaway.endsAt)} with {giveaway.entrants.toLocaleString('en-US')} entrants and{' '}
            {giveaway.totalEntries.toLocaleString('en-US')} entries. The draw happens once.
          </p>
        </div>
        {canManage && <DrawButton giveaway={giveaway} />}
      </section>
    );
  const holders = prizeHolders(data.winners);
  const unawarded = giveaway.winnersCount - holders.length;
  return (
    <section aria-label="Draw" className={`${box} border-success/40 bg-success/10`}>
      <CircleCheck className="h-6 w-6 shrink-0 text-success" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-base font-semibold">Drawn {data.draw && when(data.draw.drawnAt)}</h2>
        <p className="text-sm">
          {holders.length === 0
            ? 'Nobody holds the prize: no alternate is left, so it stays unawarded.'
            : `${holders.map((h) => `${h.name} (${h.status === 'claimed' ? 'claimed' : 'waiting to claim'})`).join(', ')}.`}
          {holders.length > 0 && unawarded > 0 && ` ${unawarded} prize(s) unawarded.`}
        </p>
      </div>
    </section>
  );
}
