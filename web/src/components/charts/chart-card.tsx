import type { ReactNode } from 'react';

/** A titled card around a chart, with its CSV download. */
export function ChartCard({
  title,
  csvUrl,
  children,
}: {
  title: string;
  csvUrl?: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-surface p-4" aria-label={title}>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-sm font-semibold">{title}</h2>
        {csvUrl && (
          <a className="text-xs text-muted hover:text-foreground" href={csvUrl} download>
            CSV<span className="sr-only"> of {title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
