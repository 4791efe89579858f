import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { DocumentTitle } from './document-title.tsx';

interface PageTitleProps {
  title: string;
  /** A short line under the heading. */
  children?: ReactNode;
  /** Buttons on the heading's right. */
  actions?: ReactNode;
  className?: string;
}

/** A role app page's heading, its tab title (with the app's name from the layout) and a short line under it. */
export function PageTitle({ title, children, actions, className }: PageTitleProps) {
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-4 pb-6', className)}>
      <div>
        <DocumentTitle>{title}</DocumentTitle>
        <h1 className="font-display text-3xl sm:text-4xl">{title}</h1>
        {children && <p className="mt-1.5 text-muted">{children}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
