import type { ReactNode } from 'react';

interface MasterDetailProps {
  list: ReactNode;
  /** The chosen item's panel, or null when none is chosen. */
  detail: ReactNode;
  /** The detail's landmark name ("Selected application"). */
  detailLabel: string;
  /** What the detail shows while nothing is chosen. */
  placeholder: string;
}

/** A list with the chosen item beside it on a desktop, below it on a phone. */
export function MasterDetail({ list, detail, detailLabel, placeholder }: MasterDetailProps) {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {list}
      <aside aria-label={detailLabel}>
        {detail ?? (
          <p className="rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted">
            {placeholder}
          </p>
        )}
      </aside>
    </div>
  );
}
