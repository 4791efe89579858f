import { Link } from 'react-router';
import { Gift, ScrollText } from 'lucide-react';
import { formatPrizeValue, newYorkDateTime } from '#domain/giveaways/official-rules.ts';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import { Countdown } from './countdown.tsx';

const STATUS_LINE: Record<PublicGiveaway['status'], string> = {
  live: 'Live giveaway',
  scheduled: 'Opens soon',
  inactive: 'Paused',
  ended: 'Entries closed',
  drawn: 'Winners drawn',
};

/** The prize, its retail value and the countdown, on the store's forest green. */
export function GiveawayHero({ giveaway: g }: { giveaway: PublicGiveaway }) {
  const live = g.status === 'live';
  return (
    <section
      aria-labelledby="giveaway-title"
      className="relative isolate overflow-hidden bg-forest text-cream"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 -z-10 h-80 w-80 rounded-full bg-gold/20 blur-3xl sm:h-[28rem] sm:w-[28rem]"
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-cream/5 px-3.5 py-1.5 text-[11px] font-semibold uppercase tracking-[0.22em] text-gold">
            {live && <span aria-hidden className="h-2 w-2 animate-pulse rounded-full bg-danger" />}
            {STATUS_LINE[g.status]}
          </p>
          <h1
            id="giveaway-title"
            className="mt-6 font-display text-[2.6rem] font-medium leading-[1.02] tracking-[-0.02em] text-balance sm:text-6xl"
          >
            {g.title}
          </h1>
          <p className="mt-5 flex items-start gap-3 text-lg leading-relaxed text-cream/85">
            <Gift className="mt-1 h-5 w-5 shrink-0 text-gold" aria-hidden />
            <span>{g.prize}</span>
          </p>
          <p className="mt-3 text-sm font-medium tracking-wide text-gold">
            Retail value {formatPrizeValue(g.prizeValueCents)}
            {g.winnersCount > 1 ? ` each · ${g.winnersCount} winners` : ''}
          </p>
          <p className="mt-6 text-sm text-cream/70">
            No purchase necessary. Open to New York residents 21 and older.{' '}
            <Link
              to={`/giveaway/${g.slug}/rules`}
              className="inline-flex items-center gap-1 font-semibold text-cream underline underline-offset-4 hover:text-gold"
            >
              <ScrollText className="h-3.5 w-3.5" aria-hidden />
              Official rules
            </Link>
          </p>
        </div>
        <div className="rounded-3xl border border-cream/10 bg-cream/5 p-5 sm:p-7">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-gold">
            {g.status === 'scheduled' ? 'Opens' : live ? 'Entries close in' : 'Entries closed'}
          </p>
          <Countdown endsAt={g.status === 'scheduled' ? g.startsAt : g.endsAt} className="mt-4" />
          <p className="mt-4 text-sm text-cream/70">
            {g.status === 'scheduled' ? 'Starts' : 'Ends'}{' '}
            {newYorkDateTime(g.status === 'scheduled' ? g.startsAt : g.endsAt)}
          </p>
          <p className="mt-1 text-sm text-cream/70">
            {g.entrants.toLocaleString('en-US')} {g.entrants === 1 ? 'person has' : 'people have'} entered
          </p>
        </div>
      </div>
    </section>
  );
}
