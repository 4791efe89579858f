import { Skeleton } from '#web/components/ui/skeleton.tsx';

export function GiveawaySkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading the giveaway…</span>
      <div className="bg-forest">
        <div className="container-page grid gap-8 py-14 lg:grid-cols-2">
          <div className="space-y-4">
            <Skeleton className="h-7 w-40 bg-cream/10" />
            <Skeleton className="h-16 w-5/6 bg-cream/10" />
            <Skeleton className="h-6 w-2/3 bg-cream/10" />
          </div>
          <Skeleton className="h-48 rounded-3xl bg-cream/10" />
        </div>
      </div>
      <div className="container-page grid gap-6 py-10 lg:grid-cols-[1.2fr_1fr]">
        <Skeleton className="h-72 rounded-3xl" />
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    </div>
  );
}
