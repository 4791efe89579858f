import { VEHICLE_LABELS } from '#domain/couriers/rules.ts';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { courierNote } from '../utils/courier-note.ts';
import { UpdatedAgo } from './updated-ago.tsx';

interface CourierStatusProps {
  status: OrderStatus;
  progress: DeliveryProgress;
  courier: CourierPosition | null;
  className?: string;
}

/**
 * The courier in words: the sentence sits alone in a polite live region, so only a new sentence is
 * announced (WCAG 4.1.3); the vehicle and the position's age stay out of it.
 */
export function CourierStatus({ status, progress, courier, className }: CourierStatusProps) {
  const ended = status === 'delivered' || status === 'cancelled' || status === 'returned';
  const vehicle = ended ? null : (courier?.vehicleType ?? progress.vehicleType);
  return (
    <div className={className}>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="courier-note"
        className="text-lg font-medium text-foreground"
      >
        {courierNote(status, progress, courier)}
      </p>
      {(vehicle || courier) && (
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          {progress.courierName && (
            <>
              <span data-testid="courier-name">Courier: {progress.courierName}</span>
              <span aria-hidden>·</span>
            </>
          )}
          {vehicle && <span data-testid="courier-vehicle">Vehicle: {VEHICLE_LABELS[vehicle]}</span>}
          {courier && (
            <>
              <span aria-hidden>·</span>
              <UpdatedAgo at={courier.at} />
            </>
          )}
        </p>
      )}
    </div>
  );
}
