import { useState } from 'react';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#domain/admin/couriers-schemas.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useApplications } from '#web/features/admin/couriers/api/get-applications.ts';
import { ApplicationPanel } from '#web/features/admin/couriers/components/application-panel.tsx';
import { APPLICATION_LABELS } from '#web/features/admin/couriers/components/application-status-badge.tsx';
import { useLiveCouriers } from '#web/features/admin/couriers/hooks/use-live-couriers.ts';
import { vehicleLabel } from '#web/features/admin/couriers/utils/courier-format.ts';
import { cn } from '#web/lib/cn.ts';

/** Courier applications by status, newest first, with the chosen one beside the list; live as they arrive. */
export function AdminCourierApplicationsRoute() {
  const [search, setSearch] = useSearchParams();
  const status = (APPLICATION_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as ApplicationStatus)
    : 'pending';
  const selected = search.get('id');
  const [cursors, setCursors] = useState<string[]>([]);
  const list = useApplications(status, cursors.at(-1) ?? null);
  useLiveCouriers();
  const set = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes))
        if (v) next.set(k, v);
        else next.delete(k);
      return next;
    });
  const rows = list.data?.applications ?? [];

  return (
    <div className="space-y-5">
      <title>Courier applications | NY Minute Admin</title>
      <PageHeader
        title="Courier applications"
        description="People who applied to deliver. Approving creates their courier account and e-mails a link to set a password."
        filters={
          <div role="tablist" aria-label="Status" className="flex gap-1 rounded-xl bg-surface-2 p-1">
            {APPLICATION_STATUSES.map((s) => (
              <button
                key={s}
                role="tab"
                type="button"
                aria-selected={s === status}
                onClick={() => {
                  setCursors([]);
                  set({ status: s, id: null });
                }}
                className={cn(
                  'h-8 rounded-lg px-3 text-sm transition',
                  s === status ? 'bg-surface font-medium shadow-sm' : 'text-muted hover:text-foreground',
                )}
              >
                {APPLICATION_LABELS[s]}
              </button>
            ))}
          </div>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-3">
          <div className="overflow-auto rounded-2xl border border-border">
            <table className="w-full text-sm" aria-busy={list.isFetching}>
              <caption className="sr-only">{APPLICATION_LABELS[status]} applications</caption>
              <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
                <tr>
                  <th className="px-4 py-2.5 font-medium">Applicant</th>
                  <th className="px-4 py-2.5 font-medium">Borough</th>
                  <th className="px-4 py-2.5 font-medium">Vehicle</th>
                  <th className="px-4 py-2.5 text-right font-medium">Age</th>
                  <th className="px-4 py-2.5 font-medium">Applied</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {list.isPending &&
                  [0, 1, 2].map((i) => (
                    <tr key={i}>
                      <td colSpan={5} className="px-4 py-3">
                        <Skeleton className="h-5 w-full" />
                      </td>
                    </tr>
                  ))}
                {!list.isPending && rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className="px-4 py-10 text-center text-muted">
                      {list.isError ? list.error.message : `No ${status} applications.`}
                    </td>
                  </tr>
                )}
                {rows.map((a) => (
                  <tr
                    key={a.id}
                    onClick={() => set({ id: a.id })}
                    className={cn(
                      'cursor-pointer hover:bg-surface-2',
                      a.id === selected && 'bg-accent-soft/60',
                    )}
                  >
                    <td className="px-4 py-2.5">
                      <button
                        type="button"
                        className="font-medium hover:underline"
                        onClick={() => set({ id: a.id })}
                      >
                        {a.fullName}
                      </button>
                      <div className="text-xs text-muted">{a.email}</div>
                    </td>
                    <td className="px-4 py-2.5">{a.borough}</td>
                    <td className="px-4 py-2.5">{vehicleLabel(a.vehicleType)}</td>
                    <td
                      className={cn(
                        'px-4 py-2.5 text-right tabular-nums',
                        a.age < 21 && 'font-semibold text-danger',
                      )}
                    >
                      {a.age}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2.5 text-muted">
                      {format(new Date(a.createdAt), 'MMM d, h:mm a')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={cursors.length === 0}
              onClick={() => setCursors([])}
            >
              Newest
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!list.data?.nextCursor}
              onClick={() => setCursors((c) => [...c, list.data!.nextCursor!])}
            >
              Older
            </Button>
          </div>
        </div>
        <aside aria-label="Selected application">
          {selected ? (
            <ApplicationPanel id={selected} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted">
              Choose an application to see it in full.
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
