import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useEarnings } from '#web/features/couriers/api/get-earnings.ts';
import { EarningsLines } from '#web/features/couriers/components/earnings-lines.tsx';
import { EarningsSummary } from '#web/features/couriers/components/earnings-summary.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useGuardedCourier } from './use-guarded-courier.ts';

export function CourierEarningsRoute() {
  const courier = useGuardedCourier();
  const earnings = useEarnings();
  return (
    <>
      <PageTitle title="Earnings">
        {courier.commissionRate}% of each order&apos;s products, plus every tip. Days and weeks follow New
        York time.
      </PageTitle>
      {earnings.isError ? (
        <p role="alert" className="text-danger">
          {earnings.error.message}
        </p>
      ) : !earnings.data ? (
        <LoadingSkeleton variant="list" count={3} />
      ) : (
        <div className="space-y-6">
          <EarningsSummary earnings={earnings.data} />
          <section aria-labelledby="lines-title" className="space-y-4">
            <h2 id="lines-title" className="font-display text-2xl">
              Per order
            </h2>
            <EarningsLines lines={earnings.data.lines} />
          </section>
        </div>
      )}
    </>
  );
}
