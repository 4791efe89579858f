import { Skeleton } from '#web/components/ui/skeleton.tsx';

export function BoardSkeleton() {
  return (
    <div role="status" className="grid gap-3 md:grid-cols-4">
      <span className="sr-only">Loading orders…</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={i > 0 ? 'hidden space-y-3 md:block' : 'space-y-3'}>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-44 w-full" />
        </div>
      ))}
    </div>
  );
}
