import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { drawCheckPath } from '#domain/giveaways/draw-check-route.ts';

const LINK = 'text-sm font-semibold text-accent underline-offset-4 hover:underline';

/** The seed commitment, published before any entry, where the draw is explained and, once drawn, checked. */
export function FairnessNote({ slug, seedHash, drawn }: { slug: string; seedHash: string; drawn: boolean }) {
  return (
    <section
      aria-labelledby="fairness"
      className="rounded-3xl border border-border bg-surface-2/50 p-5 sm:p-6"
    >
      <h2 id="fairness" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="h-5 w-5 text-success" aria-hidden />A provably fair draw
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        We locked in the draw’s secret before the first entry by publishing its fingerprint. After the end,
        the secret is revealed and anyone can re-run the draw and get the same winners.
      </p>
      <p className="mt-3 break-all rounded-xl bg-surface px-3 py-2 font-mono text-xs" data-testid="seed-hash">
        <span className="sr-only">Commitment: </span>
        {seedHash}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {drawn && (
          <Link to={drawCheckPath(slug)} className={LINK}>
            Check this draw
          </Link>
        )}
        <Link to={`/giveaway/${slug}/rules#draw`} className={LINK}>
          How the draw works and how to verify it
        </Link>
      </p>
    </section>
  );
}
