import { ExternalLink } from 'lucide-react';
import type { CourierDelivery } from '#domain/couriers/views.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { useMarkArrived } from '../api/mark-arrived.ts';
import { usePickUpOrder } from '../api/pick-up-order.ts';
import { useRestockOrder } from '../api/restock-order.ts';
import type { DeliveryStage } from '../utils/delivery-stage.ts';

interface DeliveryActionsProps {
  delivery: CourierDelivery;
  stage: Exclude<DeliveryStage, 'at_door'>;
}

/** The one next step for this order, with directions alongside. */
export function DeliveryActions({ delivery, stage }: DeliveryActionsProps) {
  const pickUp = usePickUpOrder();
  const arrived = useMarkArrived();
  const restock = useRestockOrder();
  const pending = pickUp.isPending || arrived.isPending || restock.isPending;

  return (
    <div className="space-y-3">
      {stage === 'preparing' && (
        <p className="text-sm text-muted">
          The shop is still preparing this order. Pick it up once it is ready.
        </p>
      )}
      {stage === 'returning' && (
        <p className="text-sm text-muted">
          Take the sealed order back to {delivery.pickup.name} and hand it to staff.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {(stage === 'preparing' || stage === 'pickup') && (
          <Button
            variant="accent"
            size="lg"
            disabled={stage !== 'pickup' || pending}
            onClick={() => pickUp.mutate(delivery.id)}
          >
            Picked up
          </Button>
        )}
        {stage === 'en_route' && (
          <Button variant="accent" size="lg" disabled={pending} onClick={() => arrived.mutate(delivery.id)}>
            Arrived
          </Button>
        )}
        {stage === 'returning' && (
          <Button variant="accent" size="lg" disabled={pending} onClick={() => restock.mutate(delivery.id)}>
            Back at the shop
          </Button>
        )}
        {stage !== 'returning' && (
          <a
            href={delivery.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('outline', 'lg')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            Directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
