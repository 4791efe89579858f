import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { AdminIncident } from '#domain/admin/safety.ts';
import { INCIDENT_CATEGORIES } from '#domain/couriers/incidents.ts';
import { useCan } from '#web/lib/use-can.ts';
import { useIncidentAlerts } from '../api/get-incident-alerts.ts';
import { useLiveIncidents } from '../hooks/use-live-incidents.ts';

function AlertCard({ incident }: { incident: AdminIncident }) {
  return (
    <Link
      to={`/admin/delivery-safety/${incident.id}`}
      className="flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 transition hover:bg-danger/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-danger/40"
    >
      <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
      <span className="min-w-0">
        <span className="block font-semibold text-danger">
          {INCIDENT_CATEGORIES[incident.category]}: {incident.courier.name}
        </span>
        <span className="block text-sm text-muted">
          Open for {formatDistanceToNowStrict(new Date(incident.reportedAt))}
          {incident.order && ` · ${incident.order.number}`}
          {incident.notes && ` · ${incident.notes}`}
        </span>
      </span>
    </Link>
  );
}

/** Open thefts/robberies and vehicle accidents at the top of the dashboard, live; nothing when there are none. */
export function IncidentAlertCards() {
  const canRead = useCan('incidents:read');
  useLiveIncidents(canRead);
  const alerts = useIncidentAlerts(canRead);
  const incidents = alerts.data?.incidents ?? [];
  if (incidents.length === 0) return null;
  return (
    <section aria-label="Safety alerts" className="mb-4 grid gap-3 md:grid-cols-2">
      {incidents.map((i) => (
        <AlertCard key={i.id} incident={i} />
      ))}
    </section>
  );
}
