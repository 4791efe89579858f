import type { ComponentProps } from 'react';
import type { LatLngTuple } from 'leaflet';
import type { AdminIncident } from '#domain/admin/safety.ts';
import { DispatchMapView } from '#web/features/admin/dispatch/components/dispatch-map.tsx';
import { IncidentMarkers } from '#web/features/admin/safety/components/incident-markers.tsx';

type IncidentDispatchMapProps = Omit<ComponentProps<typeof DispatchMapView>, 'children' | 'extraPoints'> & {
  /** Open thefts and accidents (or the one incident of a detail page), at the reporting courier's position. */
  incidents?: readonly AdminIncident[] | undefined;
  onIncident?: (incident: AdminIncident) => void;
};

/** The dispatch map with the safety area's incident markers on it (a lazy chunk of the pages that show it). */
export function IncidentDispatchMap({ incidents = [], onIncident, ...map }: IncidentDispatchMapProps) {
  const points = incidents.flatMap((i): LatLngTuple[] =>
    i.position ? [[i.position.lat, i.position.lng]] : [],
  );
  return (
    <DispatchMapView {...map} extraPoints={points}>
      <IncidentMarkers incidents={incidents} {...(onIncident ? { onIncident } : {})} />
    </DispatchMapView>
  );
}
