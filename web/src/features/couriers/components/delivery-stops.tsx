import { MapPin, Phone, Store } from 'lucide-react';
import type { CourierDelivery } from '#domain/couriers/views.ts';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** The shop to collect from and the door to deliver to; phone numbers dial on a tap. */
export function DeliveryStops({ delivery }: { delivery: CourierDelivery }) {
  const { pickup, dropoff } = delivery;
  return (
    <ol className="relative space-y-4 text-sm">
      <li className="relative flex gap-3">
        <span className="z-10 flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-accent">
          <Store className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-[11px] font-semibold uppercase tracking-[0.16em] text-muted">Pick up</p>
          <p className="font-medium">{pickup.name}</p>
          <p className="text-muted">
            {pickup.street}, {pickup.neighborhood}, {pickup.borough}
          </p>
          <a
            href={telHref(pickup.phone)}
            className="mt-1 inline-flex items-center gap-1.5 text-accent hover:underline"
          >
            <Phone className="h-3.5 w-3.5" aria-hidden />
            Call the shop
          </a>
        </div>
      </li>
      <li className="relative flex gap-3">
        <span className="z-10 flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-accent bg-accent text-accent-foreground">
          <MapPin className="h-4 w-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-[11px] font-semibold uppercase tracking-[0.16em] text-muted">Drop off</p>
          <p className="font-medium">{dropoff.recipient}</p>
          <p className="text-muted">
            {dropoff.street}
            {dropoff.apartment ? `, ${dropoff.apartment}` : ''}, {dropoff.neighborhood}, {dropoff.borough}{' '}
            {dropoff.zip}
          </p>
          {dropoff.note && <p className="mt-1 rounded-xl bg-surface-2 px-3 py-2">“{dropoff.note}”</p>}
          <a
            href={telHref(dropoff.phone)}
            className="mt-1 inline-flex items-center gap-1.5 text-accent hover:underline"
          >
            <Phone className="h-3.5 w-3.5" aria-hidden />
            Call the recipient
          </a>
        </div>
      </li>
    </ol>
  );
}
