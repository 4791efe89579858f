import { cn } from '#web/lib/cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-surface-2', className)} />;
}

type Variant = 'hero' | 'grid' | 'table' | 'list' | 'card';

/** Loading placeholders in the five shapes the spec names. */
export function LoadingSkeleton({ variant, count = 8 }: { variant: Variant; count?: number }) {
  const label = <span className="sr-only">Loading…</span>;
  if (variant === 'hero') {
    return (
      <div role="status" className="container-page space-y-4 py-16">
        {label}
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-14 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-40 rounded-full" />
      </div>
    );
  }
  if (variant === 'grid') {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {label}
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="aspect-square w-full rounded-2xl" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    );
  }
  if (variant === 'table') {
    return (
      <div role="status" className="space-y-2">
        {label}
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (variant === 'list') {
    return (
      <div role="status" className="space-y-4">
        {label}
        {Array.from({ length: Math.min(count, 5) }, (_, i) => (
          <div key={i} className="flex items-center gap-4">
            <Skeleton className="h-16 w-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div role="status" className="space-y-3 rounded-2xl border border-border p-5">
      {label}
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
