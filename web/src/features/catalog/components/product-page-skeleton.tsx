import { Skeleton } from '#web/components/ui/skeleton.tsx';

export function ProductPageSkeleton() {
  return (
    <div role="status" className="container-page pb-8 pt-6 lg:pt-10">
      <span className="sr-only">Loading product…</span>
      <Skeleton className="h-4 w-48" />
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-16">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
