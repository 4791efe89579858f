import { format } from 'date-fns';
import { ShieldCheck } from 'lucide-react';
import type { CourierIncident } from '#domain/couriers/incident-views.ts';
import { INCIDENT_CATEGORIES, INCIDENT_STATUS_LABELS } from '#domain/couriers/incidents.ts';
import { cn } from '#web/lib/cn.ts';
import { EmptyState } from './empty-state.tsx';

const TONE = {
  open: 'bg-danger/10 text-danger',
  acknowledged: 'bg-accent-soft text-accent',
  resolved: 'bg-success/12 text-success',
} as const;

/** The courier's own reports, newest first, with where the operations team has got to. */
export function IncidentList({ incidents }: { incidents: readonly CourierIncident[] }) {
  if (incidents.length === 0) {
    return <EmptyState icon={ShieldCheck} title="No reports" text="Incidents you report appear here." />;
  }
  return (
    <ul
      aria-label="Your reports"
      className="divide-y divide-border rounded-3xl border border-border bg-surface"
    >
      {incidents.map((i) => (
        <li key={i.id} className="flex items-start justify-between gap-3 px-5 py-4">
          <div className="min-w-0">
            <p className="font-medium">{INCIDENT_CATEGORIES[i.category]}</p>
            <p className="mt-0.5 text-xs text-muted">
              {format(new Date(i.reportedAt), 'MMM d, h:mm a')}
              {i.order && ` · ${i.order.number}`}
            </p>
            {i.notes && <p className="mt-1 line-clamp-2 text-sm text-muted">{i.notes}</p>}
          </div>
          <span
            className={cn(
              'whitespace-nowrap rounded-full px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
              TONE[i.status],
            )}
          >
            {INCIDENT_STATUS_LABELS[i.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
