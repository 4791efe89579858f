import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';

/** A titled card of the report with its CSV download. */
export function ReportSection({
  title,
  csvUrl,
  children,
}: {
  title: string;
  csvUrl: string | null;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-border bg-surface p-4" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        {csvUrl && (
          <a className={buttonClass('outline', 'sm')} href={csvUrl} download>
            <Download className="h-4 w-4" aria-hidden />
            CSV<span className="sr-only"> of {title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
