import { BellRing } from 'lucide-react';
import type { AvailableOrder } from '#domain/couriers/views.ts';
import { AvailableOrderCard } from './available-order-card.tsx';

interface NextOfferProps {
  order: AvailableOrder;
  waiting: number;
  accepting: boolean;
  disabled: boolean;
  onAccept: () => void;
}

/**
 * The next job, first on the screen: the nearest order waiting, above the shift switch and the manifest, so a phone
 * shows it without scrolling. Offers do not expire on the server, so there is no countdown.
 */
export function NextOffer({ order, waiting, accepting, disabled, onAccept }: NextOfferProps) {
  return (
    <section aria-labelledby="next-offer-title" data-testid="next-offer" className="space-y-2">
      <h2
        id="next-offer-title"
        className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-accent"
      >
        <BellRing className="h-4 w-4" aria-hidden />
        New order
        {waiting > 1 && (
          <span className="font-normal normal-case tracking-normal text-muted">· {waiting} waiting</span>
        )}
      </h2>
      <AvailableOrderCard
        order={order}
        accepting={accepting}
        disabled={disabled}
        onAccept={onAccept}
        featured
      />
    </section>
  );
}
