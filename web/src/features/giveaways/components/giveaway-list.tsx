import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import { formatPrizeValue, newYorkDateTime } from '#domain/giveaways/official-rules.ts';
import { GIVEAWAY_STATUS_LABELS } from '#domain/giveaways/rules.ts';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** No giveaway is live: every giveaway the store has shown, each with its rules. */
export function GiveawayList({ giveaways }: { giveaways: PublicGiveaway[] }) {
  return (
    <section className="container-page max-w-3xl pb-28 pt-10 sm:pt-14 md:pb-20" aria-labelledby="rules-index">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Official rules</p>
      <h1 id="rules-index" className="mt-2 font-display text-4xl sm:text-5xl">
        Giveaway rules
      </h1>
      <p className="mt-3 text-muted">
        No giveaway is running right now. The rules of past and upcoming ones:
      </p>
      {giveaways.length === 0 ? (
        <p className="mt-10 rounded-3xl border border-dashed border-border p-8 text-center text-muted">
          There have been no giveaways yet.
        </p>
      ) : (
        <ul className="mt-8 space-y-3">
          {giveaways.map((g) => (
            <li key={g.id} className="rounded-3xl border border-border bg-surface p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-display text-xl">{g.title}</h2>
                <Badge tone={g.status === 'drawn' ? 'success' : 'neutral'}>
                  {GIVEAWAY_STATUS_LABELS[g.status]}
                </Badge>
              </div>
              <p className="mt-1 text-sm text-muted">
                {formatPrizeValue(g.prizeValueCents)} · ends {newYorkDateTime(g.endsAt)}
              </p>
              <Link
                to={`/giveaway/${g.slug}/rules`}
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                <ScrollText className="h-4 w-4" aria-hidden />
                Official rules
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
