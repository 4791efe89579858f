import { useEffect, useRef } from 'react';
import { LOCATION_SEND_INTERVAL_MS, LOCATION_WATCH } from '#domain/couriers/rules.ts';
import type { Location } from '#domain/couriers/schemas.ts';

interface LocationSenderOptions {
  enabled: boolean;
  send: (location: Location) => unknown;
  /** The watch failed for good: GPS off or permission refused. */
  onError: (error: GeolocationPositionError) => void;
  geolocation?: Geolocation | undefined;
  intervalMs?: number;
}

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

const toLocation = ({ coords }: GeolocationPosition): Location => ({
  lat: coords.latitude,
  lng: coords.longitude,
  ...(Number.isFinite(coords.accuracy) ? { accuracy: Math.min(coords.accuracy, 100_000) } : {}),
});

/** Spec §9: while enabled, watches the position and sends the latest one at once, then every 10 s. */
export function useLocationSender({
  enabled,
  send,
  onError,
  geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  intervalMs = LOCATION_SEND_INTERVAL_MS,
}: LocationSenderOptions) {
  const callbacks = useRef({ send, onError });
  useEffect(() => {
    callbacks.current = { send, onError };
  });

  useEffect(() => {
    if (!enabled || !geolocation) return;
    let latest: Location | null = null;
    const watchId = geolocation.watchPosition(
      (position) => {
        const first = latest === null;
        latest = toLocation(position);
        if (first) callbacks.current.send(latest);
      },
      (error) => {
        // A timeout only means no fix yet; the watch keeps trying.
        if (error.code === PERMISSION_DENIED || error.code === POSITION_UNAVAILABLE) {
          callbacks.current.onError(error);
        }
      },
      { ...LOCATION_WATCH },
    );
    const timer = setInterval(() => {
      if (latest) callbacks.current.send(latest);
    }, intervalMs);
    return () => {
      geolocation.clearWatch(watchId);
      clearInterval(timer);
    };
  }, [enabled, geolocation, intervalMs]);
}
