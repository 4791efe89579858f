import { Inbox, WifiOff } from 'lucide-react';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useAvailableOrders } from '../api/get-available-orders.ts';
import { AvailableOrderCard } from './available-order-card.tsx';
import { EmptyState } from './empty-state.tsx';

/** Nearest shop first (the server's order); refreshed on every pool change and every 30 s. */
export function AvailableOrders({ online }: { online: boolean }) {
  const orders = useAvailableOrders(online);
  const accept = useAcceptOrder();

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
        {orders.data.map((order) => (
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
          Available orders
        </h2>
        {online && orders.data && <span className="text-sm text-muted">{orders.data.length} waiting</span>}
      </div>
      {body}
    </section>
  );
}
