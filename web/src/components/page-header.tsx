import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links for the page's main actions, shown at the title's end. */
  actions?: ReactNode;
  /** Filter controls for the page's table; they write the URL search params the table reads. */
  filters?: ReactNode;
  className?: string;
}

/** A staff page's title, description, actions and filter toolbar. */
export function PageHeader({ title, description, actions, filters, className }: PageHeaderProps) {
  return (
    <header className={cn('space-y-4', className)}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="font-display text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {filters && (
        <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
          {filters}
        </div>
      )}
    </header>
  );
}
