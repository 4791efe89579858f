import { divIcon } from 'leaflet';

export const NYC_CENTER: [number, number] = [40.7128, -74.006];

const BOROUGHS = [
  { name: 'Manhattan', at: [40.7831, -73.9712] },
  { name: 'Brooklyn', at: [40.6782, -73.9442] },
  { name: 'Queens', at: [40.74, -73.88] },
] as const;

/** Without map tiles, the served boroughs are named so the panel still reads as New York. */
export const BOROUGH_MARKERS = BOROUGHS.map((b) => ({
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
