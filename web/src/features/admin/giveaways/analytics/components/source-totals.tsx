import type { EntriesBySource } from '#domain/giveaways/admin-analytics.ts';
import { ENTRY_SOURCE_LABELS } from '#domain/giveaways/rules.ts';
import { SOURCE_FILL, SOURCES } from './sources.ts';

/** Entries by source as labelled bars with their share of all entries. */
export function SourceTotals({ entries }: { entries: EntriesBySource }) {
  const all = SOURCES.reduce((sum, s) => sum + entries[s], 0);
  return (
    <ul className="space-y-3">
      {SOURCES.map((s) => {
        const share = all === 0 ? 0 : entries[s] / all;
        return (
          <li key={s} className="space-y-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span>{ENTRY_SOURCE_LABELS[s]}</span>
              <span className="tabular-nums">
                {entries[s].toLocaleString('en-US')}
                <span className="ml-1.5 text-xs text-muted">{Math.round(share * 100)}%</span>
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden>
              <div className={`h-full rounded-full ${SOURCE_FILL[s]}`} style={{ width: `${share * 100}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
