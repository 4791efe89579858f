import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { NYC_CENTER } from '#web/components/map/borough-markers.ts';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';

type Point = NonNullable<DeliveryProgress['dropoff']>;

const FRAME_PADDING: [number, number] = [48, 48];
// Leaflet drops a view change asked for during a zoom animation, so framing never animates.
const STILL = { animate: false } as const;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Inline HTML only: no marker image is fetched from anywhere.
const courierIcon = divIcon({
  className: 'nym-map-marker',
  iconSize: [44, 44],
  iconAnchor: [22, 22],
  html:
    '<span class="relative flex h-11 w-11 items-center justify-center">' +
    '<span class="absolute inset-0 motion-safe:animate-ping rounded-full bg-gold/40"></span>' +
    '<span class="relative flex h-8 w-8 items-center justify-center rounded-full border-[3px] border-cream bg-forest shadow-lg">' +
    '<span class="h-2.5 w-2.5 rounded-full bg-gold"></span></span></span>',
});

// A pin whose tip stands on the delivery address.
const dropoffIcon = divIcon({
  className: 'nym-map-marker',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
  html:
    '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true">' +
    '<path d="M15 1C7.3 1 1 7.1 1 14.7 1 25 15 39 15 39s14-14 14-24.3C29 7.1 22.7 1 15 1z" fill="#14281f" stroke="#f6f1e7" stroke-width="2"/>' +
    '<circle cx="15" cy="14.5" r="5" fill="#c8a15a"/></svg>',
});

/**
 * Frames courier and drop-off together once, on the first position (again if the drop-off arrives
 * later); after that the map only pans when the courier would leave the view.
 */
function FollowCourier({ courier, dropoff }: { courier: CourierPosition | null; dropoff: Point | null }) {
  const map = useMap();
  const framed = useRef<'none' | 'courier' | 'both'>('none');
  const lat = courier?.lat;
  const lng = courier?.lng;
  const dropLat = dropoff?.lat;
  const dropLng = dropoff?.lng;
  useEffect(() => {
    const hasDropoff = dropLat !== undefined && dropLng !== undefined;
    if (lat === undefined || lng === undefined) {
      if (framed.current === 'none' && hasDropoff) map.setView([dropLat, dropLng], 14, STILL);
      return;
    }
    if (hasDropoff && framed.current !== 'both') {
      framed.current = 'both';
      map.fitBounds(latLngBounds([lat, lng], [dropLat, dropLng]), {
        ...STILL,
        padding: FRAME_PADDING,
        maxZoom: 16,
      });
    } else if (framed.current === 'none') {
      framed.current = 'courier';
      map.setView([lat, lng], 15, STILL);
    } else {
      map.panInside([lat, lng], { padding: FRAME_PADDING, animate: !reducedMotion() });
    }
  }, [map, lat, lng, dropLat, dropLng]);
  return null;
}

interface LiveMapProps {
  tileUrl: string;
  courier: CourierPosition | null;
  dropoff: Point | null;
}

/** Leaflet map of the delivery; loaded on demand so neither Leaflet nor its CSS reaches the entry bundle. */
export function LiveMap({ tileUrl, courier, dropoff }: LiveMapProps) {
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
      <TileLayer url={tileUrl} />
      {dropoff && (
        <Marker
          position={[dropoff.lat, dropoff.lng]}
          icon={dropoffIcon}
          title="Delivery address"
          interactive={false}
          keyboard={false}
        />
      )}
      {courier && (
        <Marker
          position={[courier.lat, courier.lng]}
          icon={courierIcon}
          title="Your courier"
          zIndexOffset={1000}
          interactive={false}
          keyboard={false}
        />
      )}
      <FollowCourier courier={courier} dropoff={dropoff} />
    </MapContainer>
  );
}
