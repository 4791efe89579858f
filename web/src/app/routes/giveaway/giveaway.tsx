import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { mayEnter } from '#domain/giveaways/eligibility.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { useGiveaway } from '#web/features/giveaways/api/get-giveaway.ts';
import { EntryCard } from '#web/features/giveaways/components/entry-card.tsx';
import { FairnessNote } from '#web/features/giveaways/components/fairness-note.tsx';
import { GiveawayHero } from '#web/features/giveaways/components/giveaway-hero.tsx';
import { GiveawaySkeleton } from '#web/features/giveaways/components/giveaway-skeleton.tsx';
import { GiveawayUnavailable } from '#web/features/giveaways/components/giveaway-unavailable.tsx';
import { HowToEnter } from '#web/features/giveaways/components/how-to-enter.tsx';
import { useLiveGiveaways } from '#web/features/giveaways/hooks/use-live-giveaways.ts';
import { keepReferral } from '#web/features/giveaways/utils/referral.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/** /giveaway/:slug: the prize, the countdown, how to enter, the customer's entries and share link. */
export function GiveawayRoute() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const ref = params.get('ref');
  const { user, isPending } = useSession();
  const giveaway = useGiveaway(slug);
  useLiveGiveaways(user?.id ?? null);

  useEffect(() => keepReferral(ref), [ref]);

  if (giveaway.isPending) return <GiveawaySkeleton />;
  if (giveaway.isError) {
    const error = giveaway.error;
    return error instanceof ApiError && error.status === 404 ? (
      <GiveawayUnavailable message={error.message} />
    ) : (
      <GiveawayUnavailable
        message="We could not load this giveaway"
        onRetry={() => void giveaway.refetch()}
      />
    );
  }
  const g = giveaway.data;
  return (
    <>
      <PageMeta
        title={g.title}
        description={`Win ${g.prize}. No purchase necessary. New York residents 21+.`}
        path={`/giveaway/${g.slug}`}
      />
      <GiveawayHero giveaway={g} />
      <div className="container-page grid gap-10 pb-28 pt-10 sm:pt-14 md:pb-20 lg:grid-cols-[1.15fr_1fr] lg:items-start">
        <div className="order-2 space-y-10 lg:order-1">
          <HowToEnter giveaway={g} />
          <FairnessNote slug={g.slug} seedHash={g.seedHash} drawn={g.status === 'drawn'} />
        </div>
        <div className="order-1 lg:sticky lg:top-28 lg:order-2">
          <EntryCard
            giveaway={g}
            userId={user?.id ?? null}
            canEnter={user ? mayEnter(user.roles) : false}
            sessionPending={isPending}
            returnTo={returnTo}
          />
        </div>
      </div>
    </>
  );
}
