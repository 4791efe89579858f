import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { CourierPosition } from '../hooks/use-live-order.ts';

const NYC_CENTER: [number, number] = [40.7128, -74.006];

const BOROUGHS = [
  { name: 'Manhattan', at: [40.7831, -73.9712] },
  { name: 'Brooklyn', at: [40.6782, -73.9442] },
  { name: 'Queens', at: [40.74, -73.88] },
] as const;

// Inline HTML only: no marker image is fetched from anywhere.
const courierIcon = divIcon({
  className: 'nym-map-marker',
  iconSize: [44, 44],
  iconAnchor: [22, 22],
  html:
    '<span class="relative flex h-11 w-11 items-center justify-center">' +
    '<span class="absolute inset-0 animate-ping rounded-full bg-gold/40"></span>' +
    '<span class="relative flex h-8 w-8 items-center justify-center rounded-full border-[3px] border-cream bg-forest shadow-lg">' +
    '<span class="h-2.5 w-2.5 rounded-full bg-gold"></span></span></span>',
});

/** Without map tiles, the served boroughs are named so the panel still reads as New York. */
const BOROUGH_MARKERS = BOROUGHS.map((b) => ({
  ...b,
  icon: divIcon({
    className: 'nym-map-marker',
    iconSize: [120, 24],
    iconAnchor: [60, 12],
    html:
      '<span class="flex h-6 items-center justify-center whitespace-nowrap font-display text-xs ' +
      `font-semibold uppercase tracking-[0.3em] text-muted">${b.name}</span>`,
  }),
}));

function FollowCourier({ courier }: { courier: CourierPosition | null }) {
  const map = useMap();
  const centred = useRef(false);
  useEffect(() => {
    if (!courier) return;
    if (!centred.current) map.setView([courier.lat, courier.lng], 15);
    else map.panTo([courier.lat, courier.lng]);
    centred.current = true;
  }, [map, courier]);
  return null;
}

interface LiveMapProps {
  tileUrl: string;
  courier: CourierPosition | null;
}

/** Leaflet map of the delivery; loaded on demand so neither Leaflet nor its CSS reaches the entry bundle. */
export function LiveMap({ tileUrl, courier }: LiveMapProps) {
  // A phone-wide panel needs one step further out to take in all three boroughs.
  const zoom = window.matchMedia('(min-width: 40rem)').matches ? 11 : 10;
  return (
    <MapContainer
      center={NYC_CENTER}
      zoom={zoom}
      scrollWheelZoom={false}
      className="h-full w-full"
      style={{ background: 'transparent', fontFamily: 'inherit' }}
    >
      {tileUrl ? (
        <TileLayer url={tileUrl} />
      ) : (
        BOROUGH_MARKERS.map((b) => (
          <Marker key={b.name} position={[...b.at]} icon={b.icon} interactive={false} keyboard={false} />
        ))
      )}
      {courier && (
        <Marker
          position={[courier.lat, courier.lng]}
          icon={courierIcon}
          title="Your courier"
          interactive={false}
          keyboard={false}
        />
      )}
      <FollowCourier courier={courier} />
    </MapContainer>
  );
}
