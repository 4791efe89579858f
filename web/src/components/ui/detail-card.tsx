import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Skeleton } from './skeleton.tsx';

/** One card of a staff detail screen: a small heading, then its content. */
export function DetailCard({
  title,
  action,
  children,
  className,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The card's anchor, for links to it (`#id`). */
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className={cn('rounded-2xl border border-border bg-surface p-5', className)}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A term and its value in a card's list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** What a detail panel shows until its query has data: a placeholder while it loads, the server's refusal after. */
export function DetailCardFallback({ error }: { error: Error | null }) {
  if (!error) return <Skeleton className="h-96 w-full rounded-2xl" />;
  return (
    <p role="alert" className="rounded-2xl border border-border bg-surface p-6 text-sm text-danger">
      {error.message}
    </p>
  );
}
