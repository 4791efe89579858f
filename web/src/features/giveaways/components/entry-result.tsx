import { PartyPopper, Trophy } from 'lucide-react';
import { newYorkDateTime } from '#domain/giveaways/official-rules.ts';
import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useClaimPrize } from '../api/claim-prize.ts';

function ClaimButton({ slug }: { slug: string }) {
  const claim = useClaimPrize(slug);
  return (
    <Button
      variant="accent"
      size="sm"
      className="mt-3"
      disabled={claim.isPending}
      onClick={() =>
        claim.mutate(undefined, {
          onSuccess: () => toast.success('Prize claimed: we will be in touch about delivery'),
          onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Please try again'),
        })
      }
    >
      <Trophy className="h-4 w-4" aria-hidden />
      Claim prize
    </Button>
  );
}

/** Where the entry stands once entries close: waiting for the draw, not drawn, alternate, won. */
export function EntryResult({ entry }: { entry: MyGiveawayEntry }) {
  const g = entry.giveaway;
  const r = entry.result;
  if (!r) {
    if (g.status !== 'ended') return null;
    return <Note tone="muted">Entries are closed. The draw happens soon; we will e-mail the winners.</Note>;
  }
  if (!r.drawn || r.status === null) {
    return (
      <Note tone="muted">
        The draw has happened and you were not drawn this time. Thank you for entering!
      </Note>
    );
  }
  const deadline = r.claimDeadline ? newYorkDateTime(r.claimDeadline) : null;
  switch (r.status) {
    case 'notified':
      return (
        <Note tone="win">
          <span className="flex items-center gap-2 font-semibold">
            <PartyPopper className="h-5 w-5" aria-hidden />
            You won!
          </span>
          {deadline && <span className="mt-1 block">Claim your prize by {deadline}.</span>}
          <ClaimButton slug={g.slug} />
        </Note>
      );
    case 'claimed':
      return <Note tone="win">Prize claimed. We will contact you to arrange delivery.</Note>;
    case 'standby':
      return (
        <Note tone="muted">
          You are alternate #{Math.max(1, r.rank! - g.winnersCount)}. If a winner does not claim in time, the
          prize passes to the alternates in order.
        </Note>
      );
    case 'forfeited':
      return <Note tone="muted">The claim deadline passed; the prize went to the next alternate.</Note>;
    case 'disqualified':
      return <Note tone="muted">This entry was disqualified from the draw.</Note>;
  }
}

function Note({ tone, children }: { tone: 'muted' | 'win'; children: React.ReactNode }) {
  return (
    <div
      role="status"
      data-testid="entry-result"
      className={
        tone === 'win'
          ? 'rounded-2xl border border-accent/50 bg-accent-soft px-4 py-3 text-sm'
          : 'rounded-2xl bg-surface-2/70 px-4 py-3 text-sm text-muted'
      }
    >
      {children}
    </div>
  );
}
