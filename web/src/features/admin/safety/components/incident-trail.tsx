import { format } from 'date-fns';
import type { IncidentTrailEntry } from '#domain/admin/safety.ts';
import { INCIDENT_STATUS_LABELS } from '#domain/couriers/incidents.ts';

/** Who moved the incident, when, and what they noted; the report itself first. */
export function IncidentTrail({ trail }: { trail: readonly IncidentTrailEntry[] }) {
  return (
    <ol className="space-y-4 border-l border-border pl-4">
      {trail.map((step) => (
        <li key={step.id} className="relative">
          <span aria-hidden className="absolute -left-[21px] top-1.5 h-2.5 w-2.5 rounded-full bg-accent" />
          <p className="text-sm font-medium">
            {step.from === null ? 'Reported' : INCIDENT_STATUS_LABELS[step.to]}
            {step.by && <span className="font-normal text-muted"> by {step.by.name}</span>}
          </p>
          <time dateTime={step.at} className="text-xs text-muted">
            {format(new Date(step.at), 'MMM d, h:mm:ss a')}
          </time>
          {step.note && <p className="mt-1 whitespace-pre-line text-sm">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
