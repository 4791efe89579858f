import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { divIcon, latLngBounds, type LatLngTuple } from 'leaflet';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import type { DispatchMap as MapData } from '#domain/admin/dispatch-views.ts';
import { BOROUGH_MARKERS, NYC_CENTER } from '#web/components/map/borough-markers.ts';
import { OrderMarkers } from './order-markers.tsx';

type MapOrder = MapData['orders'][number];

const pin = (html: string, size: number) =>
  divIcon({ className: 'nym-map-marker', iconSize: [size, size], iconAnchor: [size / 2, size / 2], html });

// Inline HTML only: no marker image is fetched.
const shopIcon = pin(
  '<span class="flex h-7 w-7 items-center justify-center rounded-lg border-2 border-cream bg-gold text-[11px] font-bold text-forest shadow-md">S</span>',
  28,
);
const courierIcon = (initial: string, selected: boolean, target: boolean) =>
  pin(
    `<span class="flex h-9 w-9 items-center justify-center rounded-full border-[3px] ${selected ? 'border-gold' : 'border-cream'} bg-forest text-xs font-bold text-cream shadow-lg ${target ? 'ring-4 ring-gold/60' : ''}">${initial}</span>`,
    36,
  );
/** Frames every shop, courier and drop-off once, when the first data arrives. */
function FrameOnce({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const framed = useRef(false);
  useEffect(() => {
    if (framed.current || points.length === 0) return;
    framed.current = true;
    if (points.length === 1) map.setView(points[0]!, 14, { animate: false });
    else map.fitBounds(latLngBounds(points), { padding: [40, 40], maxZoom: 15, animate: false });
  }, [map, points]);
  return null;
}

interface DispatchMapProps {
  data: MapData;
  selectedCourier: string | null;
  onCourier: (id: string) => void;
  onOrder: (order: MapOrder) => void;
  /** The order picked for dispatch (couriers are then the targets), and dragging an order onto a courier. */
  pickedOrder?: string | null | undefined;
  onDropOnCourier?: ((order: MapOrder, courierId: string) => void) | undefined;
  canDrag?: ((order: MapOrder) => boolean) | undefined;
  /** More markers on the map, composed by the page (e.g. open incidents), and their positions to frame. */
  children?: ReactNode;
  extraPoints?: readonly LatLngTuple[];
}

/** Shops, online couriers and active drop-offs, with a line from each courier to the orders they carry. */
export function DispatchMapView({
  data,
  selectedCourier,
  onCourier,
  onOrder,
  pickedOrder,
  onDropOnCourier,
  canDrag,
  children,
  extraPoints = [],
}: DispatchMapProps) {
  const dropoffs = new Map(data.orders.map((o) => [o.id, o.dropoff]));
  const points: LatLngTuple[] = [
    ...data.shops.map((s): LatLngTuple => [s.lat, s.lng]),
    ...data.couriers.flatMap((c): LatLngTuple[] => (c.position ? [[c.position.lat, c.position.lng]] : [])),
    ...data.orders.flatMap((o): LatLngTuple[] => (o.dropoff ? [[o.dropoff.lat, o.dropoff.lng]] : [])),
    ...extraPoints,
  ];
  return (
    <MapContainer
      center={NYC_CENTER}
      zoom={11}
      className="h-full w-full"
      style={{ background: 'transparent', fontFamily: 'inherit' }}
    >
      {data.mapTileUrl ? (
        <TileLayer url={data.mapTileUrl} />
      ) : (
        BOROUGH_MARKERS.map((b) => (
          <Marker key={b.name} position={[...b.at]} icon={b.icon} interactive={false} keyboard={false} />
        ))
      )}
      {data.couriers.flatMap((c) =>
        c.position
          ? c.inTransitOrderIds.flatMap((id) => {
              const to = dropoffs.get(id);
              return to
                ? [
                    <Polyline
                      key={`${c.id}-${id}`}
                      positions={[
                        [c.position!.lat, c.position!.lng],
                        [to.lat, to.lng],
                      ]}
                      pathOptions={{ className: 'stroke-accent', weight: 3, dashArray: '6 6' }}
                    />,
                  ]
                : [];
            })
          : [],
      )}
      {data.shops.map((s) => (
        <Marker
          key={s.id}
          position={[s.lat, s.lng]}
          icon={shopIcon}
          title={`Shop ${s.name}`}
          keyboard={false}
        />
      ))}
      <OrderMarkers
        data={data}
        onOrder={onOrder}
        pickedOrder={pickedOrder}
        onDropOnCourier={onDropOnCourier}
        canDrag={canDrag}
      />
      {data.couriers.map((c) =>
        c.position ? (
          <Marker
            key={c.id}
            position={[c.position.lat, c.position.lng]}
            icon={courierIcon(
              c.name.charAt(0).toUpperCase() || '?',
              c.id === selectedCourier,
              Boolean(pickedOrder),
            )}
            title={`Courier ${c.name}`}
            alt={`Courier ${c.name}`}
            zIndexOffset={1000}
            eventHandlers={{ click: () => onCourier(c.id) }}
          />
        ) : null,
      )}
      {children}
      <FrameOnce points={points} />
    </MapContainer>
  );
}
