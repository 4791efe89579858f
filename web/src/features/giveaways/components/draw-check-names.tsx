import type { DrawCheckData, DrawCheckResult } from '#domain/giveaways/draw-check.ts';

const Id = ({ value }: { value: string }) => <span className="break-all font-mono text-xs">{value}</span>;

/** The drawn entrant ids in order, and the whole entry list; entrants appear by their entrant id only. */
export function DrawCheckNames({ data, result }: { data: DrawCheckData; result: DrawCheckResult }) {
  const names = [
    ...result.winners.map((id, i) => ({ id, label: `Winner ${i + 1}` })),
    ...result.alternates.map((id, i) => ({ id, label: `Alternate ${i + 1}` })),
  ];
  return (
    <section aria-labelledby="drawn" className="rounded-3xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="drawn" className="font-semibold">
        Winners and alternates
      </h2>
      <p className="mt-1 text-sm text-muted">
        Entrants are shown by their entrant id; each winner finds theirs under My Entries.
      </p>
      <ol className="mt-4 divide-y divide-border">
        {names.map((n) => (
          <li key={n.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-4">
            <span className="w-28 shrink-0 text-sm font-medium">{n.label}</span>
            <Id value={n.id} />
          </li>
        ))}
      </ol>
      <details className="mt-5 rounded-xl border border-border">
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium">
          The entry list ({data.entries.length.toLocaleString('en-US')} entrants)
        </summary>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-t border-border text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="px-4 py-2 font-medium">
                Entrant id
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map(([id, n]) => (
              <tr key={id} className="border-t border-border">
                <td className="px-4 py-1.5">
                  <Id value={id} />
                </td>
                <td className="px-4 py-1.5 text-right tabular-nums">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
