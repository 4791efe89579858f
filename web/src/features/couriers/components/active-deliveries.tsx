import { PackageCheck } from 'lucide-react';
import type { Manifest } from '#domain/couriers/views.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { EmptyState } from './empty-state.tsx';

export function ActiveDeliveries({ manifest }: { manifest: Manifest }) {
  return (
    <section aria-labelledby="active-title" className="space-y-4">
      <h2 id="active-title" className="font-display text-2xl">
        Your deliveries
      </h2>
      {manifest.deliveries.length === 0 ? (
        <EmptyState
          icon={PackageCheck}
          title="Nothing to deliver"
          text="Orders you accept show here with every step to the door."
        />
      ) : (
        <ul className="space-y-5">
          {manifest.deliveries.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryCard delivery={delivery} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
