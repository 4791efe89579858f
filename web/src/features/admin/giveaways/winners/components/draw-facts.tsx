import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import { paths } from '#web/config/paths.ts';
import { CopyText } from './copy-text.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const Hash = ({ value }: { value: string }) => <span className="break-all font-mono text-xs">{value}</span>;

/** The draw's public record: what anyone needs to re-run it, and the public page that does. */
export function DrawFacts({ data }: { data: AdminWinnersResponse }) {
  const { draw, giveaway } = data;
  const checkHref = paths.shop.drawCheck.getHref(giveaway.slug);
  return (
    <section
      aria-label="Published draw"
      className="space-y-4 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 className="text-base font-semibold">Published draw</h2>
      {/* Each column its own list: a <dl> may only hold its dt/dd groups directly. */}
      <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
        <dl className="min-w-0 space-y-4">
          <Fact term="Commitment (SHA-256 of the seed, published at the start)">
            <Hash value={giveaway.seedHash} />
          </Fact>
          {draw && (
            <>
              <Fact term="Seed (revealed at the draw)">
                <Hash value={draw.seed} />
              </Fact>
              <Fact term="Entry list hash (SHA-256)">
                <Hash value={draw.entriesHash} />
              </Fact>
            </>
          )}
        </dl>
        {draw ? (
          <div className="min-w-0 space-y-4">
            <dl className="grid grid-cols-3 gap-4">
              <Fact term="Entrants">
                <span className="text-lg font-semibold tabular-nums">
                  {draw.entrants.toLocaleString('en-US')}
                </span>
              </Fact>
              <Fact term="Total entries">
                <span className="text-lg font-semibold tabular-nums">
                  {draw.totalEntries.toLocaleString('en-US')}
                </span>
              </Fact>
              <Fact term="Algorithm">
                <span className="font-mono text-xs">{draw.algorithm}</span>
              </Fact>
            </dl>
            <dl className="space-y-4">
              <Fact term="Drawn">
                {format(new Date(draw.drawnAt), 'MMM d, yyyy h:mm a')}
                {draw.drawnBy && <> by {draw.drawnBy}</>}
              </Fact>
              <Fact term="Anyone can check it">
                <a
                  href={checkHref}
                  target="_blank"
                  rel="noreferrer"
                  className="mb-2 inline-flex items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
                >
                  Open the public check page
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <CopyText value={`${window.location.origin}${checkHref}`} label="Check page link" />
              </Fact>
            </dl>
          </div>
        ) : (
          <dl>
            <dt className="sr-only">Seed</dt>
            <dd className="text-sm text-muted">
              The seed stays secret until the draw. At the draw the entry list is frozen and its hash
              published, the seed is revealed, and anyone can re-run the draw from those three facts.
            </dd>
          </dl>
        )}
      </div>
    </section>
  );
}
