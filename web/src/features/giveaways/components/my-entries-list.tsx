import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { newYorkDateTime } from '#domain/giveaways/official-rules.ts';
import { GIVEAWAY_STATUS_LABELS } from '#domain/giveaways/rules.ts';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMyEntries } from '../api/get-my-entries.ts';
import { EntryResult } from './entry-result.tsx';
import { MyEntryPanel } from './my-entry-panel.tsx';
import { SharePanel } from './share-panel.tsx';

function EntryItem({ entry }: { entry: MyGiveawayEntry }) {
  const g = entry.giveaway;
  return (
    <li className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7" data-testid="my-entry">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl">
            <Link to={`/giveaway/${g.slug}`} className="hover:text-accent">
              {g.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">
            Entered {newYorkDateTime(entry.enteredAt)} · {g.status === 'live' ? 'ends' : 'ended'}{' '}
            {newYorkDateTime(g.endsAt)}
          </p>
        </div>
        <Badge tone={g.status === 'live' ? 'success' : 'neutral'}>{GIVEAWAY_STATUS_LABELS[g.status]}</Badge>
      </div>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          <EntryResult entry={entry} />
          <MyEntryPanel entry={entry} compact />
        </div>
        {g.status === 'live' && (
          <SharePanel
            slug={g.slug}
            shareCode={entry.shareCode}
            title={g.title}
            referralEntries={g.referralEntries}
          />
        )}
      </div>
    </li>
  );
}

/** Every giveaway the customer entered, newest first. */
export function MyEntriesList({ userId }: { userId: string }) {
  const entries = useMyEntries(userId);
  if (entries.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your entries…</span>
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    );
  }
  if (entries.isError) {
    return (
      <div role="alert" className="rounded-3xl border border-border bg-surface p-8 text-center">
        <p className="font-display text-2xl">We could not load your entries</p>
        <button
          type="button"
          className={`${buttonClass('outline')} mt-5`}
          onClick={() => void entries.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (entries.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-14 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Gift className="h-6 w-6" aria-hidden />
        </span>
        <p className="mt-5 font-display text-2xl">No entries yet</p>
        <p className="mt-2 max-w-md text-muted">
          When a giveaway is live, entering is free and takes seconds.
        </p>
        <Link to="/giveaway/rules" className={`${buttonClass('accent')} mt-6`}>
          See giveaways
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-5">
      {entries.data.map((entry) => (
        <EntryItem key={entry.entrantId} entry={entry} />
      ))}
    </ul>
  );
}
