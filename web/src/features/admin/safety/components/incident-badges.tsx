import { ShieldAlert } from 'lucide-react';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_STATUS_LABELS,
  isUrgent,
  type IncidentCategory,
  type IncidentStatus,
} from '#domain/couriers/incidents.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONES: Record<IncidentStatus, BadgeTone> = {
  open: 'danger',
  acknowledged: 'warning',
  resolved: 'success',
};

export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge tone={TONES[status]}>{INCIDENT_STATUS_LABELS[status]}</Badge>;
}

/** The category in words; thefts and accidents carry a shield, since they alert the dashboard and the map. */
export function IncidentCategoryLabel({ category }: { category: IncidentCategory }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-medium">
      {isUrgent(category) && <ShieldAlert className="h-4 w-4 text-danger" aria-label="Urgent" />}
      {INCIDENT_CATEGORIES[category]}
    </span>
  );
}
