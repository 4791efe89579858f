import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useShops } from '../api/get-shops.ts';

export function ShopsTeaser({ titleId }: { titleId: string }) {
  const { data, isPending, isError } = useShops();
  if (isError || (data && data.length === 0)) return null;
  return (
    <>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading id={titleId} eyebrow="Partner shops" title="Licensed dispensaries, in your borough">
          Every order is packed and sealed by a New York licensed adult-use retailer.
        </SectionHeading>
        <Link
          to="/partner-shops"
          className="inline-flex shrink-0 items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          Meet all partner shops
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      {isPending ? (
        <div className="mt-10">
          <LoadingSkeleton variant="list" count={3} />
        </div>
      ) : (
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.map((shop) => (
            <li key={shop.id}>
              <Link
                to={`/partner-shops#${shop.slug}`}
                className="group flex h-full flex-col rounded-3xl border border-border bg-surface p-6 transition hover:border-accent"
              >
                <span className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">
                  {shop.neighborhood} · {shop.borough}
                </span>
                <span className="mt-3 font-display text-2xl group-hover:text-accent">{shop.name}</span>
                <span className="mt-auto pt-6 text-xs text-muted tabular-nums">
                  Licence {shop.licenseNumber}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
