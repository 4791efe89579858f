import { useParams } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { useGiveaway } from '#web/features/giveaways/api/get-giveaway.ts';
import { useGiveaways } from '#web/features/giveaways/api/get-giveaways.ts';
import { useLiveGiveaway } from '#web/features/giveaways/api/get-live-giveaway.ts';
import { GiveawayList } from '#web/features/giveaways/components/giveaway-list.tsx';
import { GiveawayUnavailable } from '#web/features/giveaways/components/giveaway-unavailable.tsx';
import { OfficialRulesView } from '#web/features/giveaways/components/official-rules-view.tsx';
import { useLiveGiveaways } from '#web/features/giveaways/hooks/use-live-giveaways.ts';
import { ApiError } from '#web/lib/api-client.ts';

const unavailable = (error: Error, retry: () => void) =>
  error instanceof ApiError && error.status === 404 ? (
    <GiveawayUnavailable message={error.message} />
  ) : (
    <GiveawayUnavailable message="We could not load the rules" onRetry={retry} />
  );

function RulesOf({ slug }: { slug: string }) {
  const giveaway = useGiveaway(slug);
  if (giveaway.isPending) return <LoadingSkeleton variant="hero" />;
  if (giveaway.isError) return unavailable(giveaway.error, () => void giveaway.refetch());
  return (
    <>
      <PageMeta title={`Official rules: ${giveaway.data.title}`} path={`/giveaway/${slug}/rules`} />
      <OfficialRulesView giveaway={giveaway.data} />
    </>
  );
}

/** /giveaway/rules: the live giveaway's rules, or every giveaway's when none is live. */
function CurrentRules() {
  const live = useLiveGiveaway();
  const list = useGiveaways(live.isSuccess && live.data === null);
  if (live.isPending) return <LoadingSkeleton variant="hero" />;
  if (live.isError) return unavailable(live.error, () => void live.refetch());
  if (live.data) {
    return (
      <>
        <PageMeta title={`Official rules: ${live.data.title}`} path="/giveaway/rules" />
        <OfficialRulesView giveaway={live.data} />
      </>
    );
  }
  if (list.isPending) return <LoadingSkeleton variant="hero" />;
  if (list.isError) return unavailable(list.error, () => void list.refetch());
  return (
    <>
      <PageMeta title="Giveaway rules" path="/giveaway/rules" />
      <GiveawayList giveaways={list.data} />
    </>
  );
}

/** /giveaway/rules and /giveaway/:slug/rules: the official rules, generated from the giveaway's data. */
export function GiveawayRulesRoute() {
  const { slug } = useParams();
  useLiveGiveaways(null);
  return slug ? <RulesOf slug={slug} /> : <CurrentRules />;
}
