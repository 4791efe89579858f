const KM_PER_MILE = 1.609344;

/** New Yorkers think in miles; under a tenth of a mile reads as "nearby". */
export function formatDistance(km: number | null): string {
  if (km === null || !Number.isFinite(km)) return 'Distance unknown';
  const miles = km / KM_PER_MILE;
  if (miles < 0.1) return 'Nearby';
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}
