import { CalendarCheck, CircleAlert } from 'lucide-react';
import { ENTRY_SOURCE_LABELS, GIVEAWAY_ENTRY_SOURCES } from '#domain/giveaways/rules.ts';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useFreeEntry } from '../api/free-entry.ts';

/** The customer's entries by source and the free daily entry. */
export function MyEntryPanel({ entry, compact = false }: { entry: MyGiveawayEntry; compact?: boolean }) {
  const g = entry.giveaway;
  const free = useFreeEntry(g.slug);
  const takeFree = () =>
    free.mutate(undefined, {
      onSuccess: () => toast.success(`+${g.orderEntries} free entries added`),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Please try again'),
    });
  const sources = GIVEAWAY_ENTRY_SOURCES.filter((s) => s === 'entry' || entry.bySource[s] > 0);
  return (
    <div className="space-y-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">Your entries</p>
          <p className="font-display text-5xl tabular-nums" data-testid="my-entries-total">
            {entry.total}
          </p>
        </div>
        <p className="text-right text-sm text-muted">
          of {g.perPersonLimit.toLocaleString('en-US')} max
          {entry.friendsReferred > 0 && (
            <span className="block">
              {entry.friendsReferred} {entry.friendsReferred === 1 ? 'friend' : 'friends'} joined
            </span>
          )}
          {entry.friendsPending > 0 && (
            <span className="block">
              {entry.friendsPending} {entry.friendsPending === 1 ? 'friend' : 'friends'} pending
            </span>
          )}
        </p>
      </div>
      <ul
        className="divide-y divide-border rounded-2xl border border-border bg-surface"
        aria-label="Entries by source"
      >
        {sources.map((s) => (
          <li key={s} className="flex items-center justify-between px-4 py-3 text-sm" data-source={s}>
            <span>{ENTRY_SOURCE_LABELS[s]}</span>
            <span className="font-semibold tabular-nums">{entry.bySource[s]}</span>
          </li>
        ))}
      </ul>
      {entry.disqualified && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-2xl bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Your entry in this giveaway was disqualified.
        </p>
      )}
      {g.orderEntries > 0 && g.status === 'live' && !entry.disqualified && (
        <div className={compact ? '' : 'rounded-2xl border border-dashed border-accent/50 p-4'}>
          {!compact && (
            <p className="text-sm text-muted">
              No purchase necessary: once a day, add {g.orderEntries} free entries, the same as an order.
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            className={compact ? '' : 'mt-3'}
            disabled={!entry.freeEntryAvailable || free.isPending}
            onClick={takeFree}
          >
            <CalendarCheck className="h-4 w-4" aria-hidden />
            {entry.freeEntryAvailable ? `Free entry (+${g.orderEntries})` : 'Free entry used today'}
          </Button>
        </div>
      )}
    </div>
  );
}
