import { Inbox, WifiOff } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DeliveryResponse } from '#domain/couriers/courier-responses.ts';
import type { AvailableOrder } from '#domain/couriers/views.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { AvailableOrderCard } from './available-order-card.tsx';
import { EmptyState } from './empty-state.tsx';

interface AvailableOrdersProps {
  online: boolean;
  orders: UseQueryResult<AvailableOrder[]>;
  accept: UseMutationResult<DeliveryResponse, Error, string>;
}

/**
 * The pool below the next job (which `NextOffer` shows first): nearest shop first, the server's order; refreshed on
 * every pool change and every 30 s. With one order only, the next job is all there is and this section stays away.
 */
export function AvailableOrders({ online, orders, accept }: AvailableOrdersProps) {
  const more = orders.data?.slice(1) ?? [];
  if (online && orders.data && orders.data.length > 0 && more.length === 0) return null;

  let body;
  if (!online) {
    body = (
      <EmptyState
        icon={WifiOff}
        title="You're offline"
        text="Go online to see orders waiting for a courier."
      />
    );
  } else if (orders.isPending) {
    body = <LoadingSkeleton variant="card" />;
  } else if (orders.isError) {
    body = <EmptyState icon={Inbox} title="Orders could not be loaded" text={orders.error.message} />;
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title="No orders right now"
        text="New orders appear here as soon as shops have them ready."
      />
    );
  } else {
    body = (
      <ul className="space-y-4">
        {more.map((order) => (
          <li key={order.id}>
            <AvailableOrderCard
              order={order}
              accepting={accept.isPending && accept.variables === order.id}
              disabled={accept.isPending}
              onAccept={() => accept.mutate(order.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="available-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="available-title" className="font-display text-2xl">
          {more.length > 0 ? 'More orders' : 'Available orders'}
        </h2>
        {online && orders.data && (
          <span className="text-sm text-muted">
            {more.length > 0 ? `${more.length} more` : `${orders.data.length} waiting`}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}
