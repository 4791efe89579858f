import type { CourierPosition } from '#domain/couriers/views.ts';
import { UpdatedAgo } from './updated-ago.tsx';

/** Distance, arrival and the position's age: the delivery in text, with or without a map. */
export function TripFacts({ courier, eta }: { courier: CourierPosition | null; eta: string }) {
  const item = 'rounded-2xl bg-surface-2/70 px-4 py-3';
  const term = 'text-xs font-semibold uppercase tracking-[0.16em] text-muted';
  return (
    <dl data-testid="trip-facts" className="mt-5 grid gap-3 sm:grid-cols-3">
      <div className={item}>
        <dt className={term}>Distance</dt>
        <dd data-testid="trip-distance" className="mt-1 text-lg font-medium tabular-nums">
          {courier ? `${courier.distanceKm.toFixed(1)} km` : 'Not shared yet'}
        </dd>
      </div>
      <div className={item}>
        <dt className={term}>Arrival</dt>
        <dd data-testid="trip-eta" className="mt-1 text-lg font-medium tabular-nums">
          {eta}
        </dd>
      </div>
      <div className={item}>
        <dt className={term}>Last update</dt>
        <dd className="mt-1 text-lg font-medium">{courier ? <UpdatedAgo at={courier.at} /> : 'Waiting'}</dd>
      </div>
    </dl>
  );
}
