import type { ReactNode } from 'react';
import type { DrawCheckData, DrawCheckResult } from '#domain/giveaways/draw-check.ts';
import { nyDateTime } from '#domain/time/ny-format.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const Hash = ({ value }: { value: string }) => (
  <span className="block break-all rounded-xl bg-surface-2 px-3 py-2 font-mono text-xs">{value}</span>
);
const when = (at: string) => <time dateTime={at}>{nyDateTime(at, 'spelled')}</time>;

/** What was committed and when, what the draw revealed, and the size of the entry list. */
export function DrawCheckFacts({ data, result }: { data: DrawCheckData; result: DrawCheckResult }) {
  return (
    <section aria-labelledby="published" className="rounded-3xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="published" className="font-semibold">
        What was published
      </h2>
      <dl className="mt-4 grid gap-5">
        <Fact term="Commitment (SHA-256 of the secret seed)">
          <Hash value={data.seedHash} />
          <span className="mt-1 block text-muted">Published {when(data.committedAt)}</span>
        </Fact>
        <Fact term="Entries closed">{when(data.entriesClosedAt)}</Fact>
        <Fact term="Seed (revealed at the draw)">
          <Hash value={data.seed} />
          <span className="mt-1 block text-muted">Drawn {when(data.drawnAt)}</span>
        </Fact>
        <Fact term="Entry list hash (SHA-256)">
          <Hash value={data.entriesHash} />
        </Fact>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
          <Fact term="Entrants">
            <span className="text-lg font-semibold tabular-nums">
              {result.entrants.toLocaleString('en-US')}
            </span>
          </Fact>
          <Fact term="Entries">
            <span className="text-lg font-semibold tabular-nums">
              {result.totalEntries.toLocaleString('en-US')}
            </span>
          </Fact>
          <Fact term="Method">
            <span className="break-all font-mono text-xs">{data.algorithm}</span>
          </Fact>
        </div>
      </dl>
    </section>
  );
}
