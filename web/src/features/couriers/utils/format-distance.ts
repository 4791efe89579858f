const KM_PER_MILE = 1.609344;

/** New Yorkers think in miles; under a tenth of a mile reads as "nearby". */
export function formatDistance(km: number | null): string {
  if (km === null || !Number.isFinite(km)) return 'Distance unknown';
  const miles = km / KM_PER_MILE;
  if (miles < 0.1) return 'Nearby';
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}

/** The offer's shop-to-door trip as the courier reads it: "Shop → door 2.4 mi · about 14 min". */
export function formatTrip(trip: { distanceKm: number; minutes: number } | null): string {
  if (!trip) return 'Shop → door: trip unknown';
  const miles = trip.distanceKm / KM_PER_MILE;
  const distance = miles < 0.1 ? 'under 0.1 mi' : `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
  return `Shop → door ${distance} · about ${trip.minutes} min`;
}
