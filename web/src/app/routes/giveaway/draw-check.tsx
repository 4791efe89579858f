import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { checkDraw } from '#domain/giveaways/draw-check.ts';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useDrawCheck } from '#web/features/giveaways/api/get-draw-check.ts';
import { DrawCheckFacts } from '#web/features/giveaways/components/draw-check-facts.tsx';
import { DrawCheckNames } from '#web/features/giveaways/components/draw-check-names.tsx';
import { DrawCheckVerdict } from '#web/features/giveaways/components/draw-check-verdict.tsx';
import { GiveawayUnavailable } from '#web/features/giveaways/components/giveaway-unavailable.tsx';
import { ApiError } from '#web/lib/api-client.ts';

const LINK = 'text-sm font-semibold text-accent underline-offset-4 hover:underline';

/** /giveaway/:slug/check: anyone re-runs a published draw in the browser and reads whether it checks out. */
export function DrawCheckRoute() {
  const { slug = '' } = useParams();
  const check = useDrawCheck(slug);
  const result = useMemo(() => (check.data ? checkDraw(check.data) : null), [check.data]);
  if (check.isPending) return <LoadingSkeleton variant="hero" />;
  if (check.isError) {
    return check.error instanceof ApiError && check.error.status === 404 ? (
      <GiveawayUnavailable
        message={check.error.message}
        detail="A draw is published here once entries have closed and the winners are drawn."
      />
    ) : (
      <GiveawayUnavailable message="We could not load this draw" onRetry={() => void check.refetch()} />
    );
  }
  const data = check.data;
  return (
    <article
      className="container-page max-w-3xl space-y-6 pb-28 pt-10 sm:pt-14 md:pb-20"
      aria-labelledby="check-title"
    >
      <PageMeta
        title={`Check the draw: ${data.title}`}
        description="Re-run this giveaway's published draw in your browser."
        path={paths.shop.drawCheck.getHref(data.slug)}
      />
      <Link to={`/giveaway/${data.slug}`} className={`inline-flex items-center gap-1.5 ${LINK}`}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to the giveaway
      </Link>
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent">Check the draw</p>
        <h1 id="check-title" className="mt-2 font-display text-4xl text-balance sm:text-5xl">
          {data.title}
        </h1>
      </header>
      {result && <DrawCheckVerdict result={result} />}
      {result && <DrawCheckFacts data={data} result={result} />}
      {result && <DrawCheckNames data={data} result={result} />}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`/giveaway/${data.slug}/rules#draw`} className={LINK}>
          How the draw works
        </Link>
        <a href={`/api/giveaways/${encodeURIComponent(data.slug)}/draw`} className={LINK}>
          The published data (JSON)
        </a>
      </p>
    </article>
  );
}
