import { STAFF_EXCLUDED_MESSAGE } from '#domain/giveaways/eligibility.ts';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useMyEntry } from '../api/get-my-entry.ts';
import { EntryForm } from './entry-form.tsx';
import { EntryResult } from './entry-result.tsx';
import { MyEntryPanel } from './my-entry-panel.tsx';
import { SharePanel } from './share-panel.tsx';
import { SignInToEnter } from './sign-in-to-enter.tsx';

/** The page's side card: sign in, the entry form, or the customer's entries and share link. */
export function EntryCard({
  giveaway: g,
  userId,
  canEnter,
  sessionPending,
  returnTo,
}: {
  giveaway: PublicGiveaway;
  userId: string | null;
  /** Customers only: the store's people may not enter. */
  canEnter: boolean;
  sessionPending: boolean;
  returnTo: string;
}) {
  const mine = useMyEntry(g.slug, userId, g.status);
  const shell = (children: React.ReactNode) => (
    <div id="enter" className="scroll-mt-4 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7">
      {children}
    </div>
  );
  if (sessionPending || (userId && mine.isPending)) {
    return shell(
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your entry…</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24" />
        <Skeleton className="h-11 w-40 rounded-full" />
      </div>,
    );
  }
  if (!userId) return shell(<SignInToEnter returnTo={returnTo} />);
  const entry = mine.data ?? null;
  if (!entry) {
    if (g.status === 'live' && !canEnter)
      return shell(<p className="text-muted">{STAFF_EXCLUDED_MESSAGE}.</p>);
    if (g.status === 'live') return shell(<EntryForm slug={g.slug} />);
    return shell(
      <p className="text-muted">
        {g.status === 'scheduled'
          ? 'Entries open when the countdown ends. Come back then!'
          : 'Entries for this giveaway are closed.'}
      </p>,
    );
  }
  return shell(
    <div className="space-y-6">
      <EntryResult entry={entry} />
      <MyEntryPanel entry={entry} />
      {g.status === 'live' && (
        <SharePanel
          slug={g.slug}
          shareCode={entry.shareCode}
          title={g.title}
          referralEntries={g.referralEntries}
        />
      )}
    </div>,
  );
}
