import { divIcon } from 'leaflet';
import { Marker } from 'react-leaflet';
import type { AdminIncident } from '#domain/admin/safety.ts';
import { INCIDENT_CATEGORIES } from '#domain/couriers/incidents.ts';

// Inline HTML only, as the other markers: a red warning pin that pulses while the incident is open.
const icon = (open: boolean) =>
  divIcon({
    className: 'nym-map-marker',
    iconSize: [34, 34],
    iconAnchor: [17, 17],
    html: `<span class="relative flex h-[34px] w-[34px] items-center justify-center">${open ? '<span class="absolute inset-0 animate-ping rounded-full bg-danger/50"></span>' : ''}<span class="relative flex h-7 w-7 items-center justify-center rounded-full border-2 border-cream bg-danger text-sm font-bold text-cream shadow-lg">!</span></span>`,
  });

/** Incidents at the courier's position when they reported (inside a react-leaflet map). */
export function IncidentMarkers({
  incidents,
  onIncident,
}: {
  incidents: readonly AdminIncident[];
  onIncident?: (incident: AdminIncident) => void;
}) {
  return incidents.map((i) =>
    i.position ? (
      <Marker
        key={i.id}
        position={[i.position.lat, i.position.lng]}
        icon={icon(i.status === 'open')}
        title={`Incident: ${INCIDENT_CATEGORIES[i.category]} (${i.courier.name})`}
        alt={`Incident: ${INCIDENT_CATEGORIES[i.category]}`}
        zIndexOffset={2000}
        eventHandlers={onIncident ? { click: () => onIncident(i) } : {}}
      />
    ) : null,
  );
}
