import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** One block of a report page: a titled card, with actions at the title's end. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('min-w-0 rounded-2xl border border-border bg-surface p-5', className)}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <h2 className="font-display text-lg">{title}</h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A compact figures table: sticky header, numbers right-aligned with tabular figures. */
export function FiguresTable({
  caption,
  head,
  children,
  className,
}: {
  caption: string;
  head: readonly (string | [string, 'end'])[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('max-h-80 overflow-auto rounded-xl border border-border', className)}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-surface-2 text-left text-muted">
          <tr>
            {head.map((h) => {
              const [text, align] = typeof h === 'string' ? [h, 'start'] : h;
              return (
                <th
                  key={text}
                  scope="col"
                  className={cn('px-3 py-2 font-medium', align === 'end' && 'text-right')}
                >
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-t [&>tr]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-1.5">
          {children}
        </tbody>
      </table>
    </div>
  );
}
