import { useSearchParams } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useIncidents } from '#web/features/couriers/api/get-incidents.ts';
import { IncidentForm } from '#web/features/couriers/components/incident-form.tsx';
import { IncidentList } from '#web/features/couriers/components/incident-list.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';

/** "Report an incident": the form first (thumb reach on phones), the courier's own reports under or beside it. */
export function CourierIncidentRoute() {
  const [search] = useSearchParams();
  const incidents = useIncidents();
  return (
    <div className="max-w-5xl">
      <PageTitle title="Report an incident">
        Tell the operations team what happened. Stay safe first.
      </PageTitle>
      {incidents.isError ? (
        <p role="alert" className="text-danger">
          {incidents.error.message}
        </p>
      ) : incidents.data ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section className="rounded-3xl border border-border bg-surface p-5 sm:p-6">
            <IncidentForm orders={incidents.data.orders} orderId={search.get('order') ?? undefined} />
          </section>
          <section aria-labelledby="your-reports" className="space-y-3">
            <h2 id="your-reports" className="font-display text-xl">
              Your reports
            </h2>
            <IncidentList incidents={incidents.data.incidents} />
          </section>
        </div>
      ) : (
        <LoadingSkeleton variant="card" />
      )}
    </div>
  );
}
