import { divIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { Marker, useMap } from 'react-leaflet';
import type { DispatchMap as MapData } from '#domain/admin/dispatch-views.ts';
import { fanOut } from '../utils/marker-fan-out.ts';

type MapOrder = MapData['orders'][number];

/** How close (in screen pixels) to a courier an order must be dropped to go to them. */
const DROP_RADIUS_PX = 32;

// Inline HTML only: no marker image is fetched.
const orderIcon = (waiting: boolean, picked: boolean, [dx, dy]: [number, number]) =>
  divIcon({
    className: 'nym-map-marker',
    iconSize: [24, 24],
    iconAnchor: [12 - dx, 12 - dy],
    html: `<span class="flex h-6 w-6 items-center justify-center rounded-md border-[3px] ${waiting ? 'border-danger bg-cream' : 'border-forest bg-cream'} shadow-md ${picked ? 'ring-4 ring-gold' : ''}"><span class="h-2 w-2 rounded-sm ${waiting ? 'bg-danger' : 'bg-forest'}"></span></span>`,
  });

interface OrderMarkersProps {
  data: MapData;
  onOrder: (order: MapOrder) => void;
  pickedOrder?: string | null | undefined;
  /** Dragging a waiting order onto a courier assigns it there (the list's pick-then-courier does the same). */
  onDropOnCourier?: ((order: MapOrder, courierId: string) => void) | undefined;
  canDrag?: ((order: MapOrder) => boolean) | undefined;
}

/** Each active order at its drop-off; waiting ones in red, the picked one ringed, draggable onto a courier. */
export function OrderMarkers({ data, onOrder, pickedOrder, onDropOnCourier, canDrag }: OrderMarkersProps) {
  const map = useMap();
  const offsets = fanOut(data.orders);
  const dropped = (order: MapOrder, event: LeafletEvent) => {
    const marker = event.target as LeafletMarker;
    const [dx, dy] = offsets.get(order.id) ?? [0, 0];
    const at = map.latLngToContainerPoint(marker.getLatLng()).add([dx, dy]);
    if (order.dropoff) marker.setLatLng([order.dropoff.lat, order.dropoff.lng]);
    const target = data.couriers.find(
      (c) =>
        c.position &&
        map.latLngToContainerPoint([c.position.lat, c.position.lng]).distanceTo(at) <= DROP_RADIUS_PX,
    );
    if (target) onDropOnCourier?.(order, target.id);
  };
  return data.orders.map((o) =>
    o.dropoff ? (
      <Marker
        key={o.id}
        position={[o.dropoff.lat, o.dropoff.lng]}
        icon={orderIcon(o.courierId === null, o.id === pickedOrder, offsets.get(o.id) ?? [0, 0])}
        title={`Order ${o.number}`}
        alt={`Order ${o.number}`}
        draggable={Boolean(onDropOnCourier && canDrag?.(o))}
        eventHandlers={{ click: () => onOrder(o), dragend: (event) => dropped(o, event) }}
      />
    ) : null,
  );
}
