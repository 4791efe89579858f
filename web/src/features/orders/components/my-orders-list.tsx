import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useMyOrders } from '../api/get-my-orders.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import { LoadError } from './load-error.tsx';
import { OrderCard } from './order-card.tsx';
import { OrdersEmptyState } from './orders-empty-state.tsx';

/** Every order of the signed-in customer, newest first, each with Track, Details and Reorder. */
export function MyOrdersList({ userId }: { userId: string }) {
  const orders = useMyOrders(userId);
  const { reorder, pendingId } = useReorder();

  if (orders.isError) {
    return <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />;
  }
  if (!orders.data) return <LoadingSkeleton variant="list" count={3} />;
  if (orders.data.length === 0) {
    return (
      <OrdersEmptyState title="No orders yet" action={{ to: '/', label: 'Start shopping' }}>
        When you place an order, you&apos;ll follow it here from confirmation to your door.
      </OrdersEmptyState>
    );
  }
  return (
    <ul aria-label="Your orders" className="space-y-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard
            order={order}
            onReorder={reorder}
            reordering={pendingId === order.id}
            busy={pendingId !== null}
          />
        </li>
      ))}
    </ul>
  );
}
