import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useActiveOrder } from '../api/get-active-order.ts';
import { LoadError } from './load-error.tsx';
import { OrdersEmptyState } from './orders-empty-state.tsx';
import { TrackingScreen } from './tracking-screen.tsx';

/** The signed-in customer's latest order still on its way, tracked live; or where to look instead. */
export function ActiveOrder({ userId }: { userId: string }) {
  const active = useActiveOrder(userId);
  if (active.isError) {
    return <LoadError message={active.error.message} onRetry={() => void active.refetch()} />;
  }
  if (active.data === undefined) return <LoadingSkeleton variant="card" />;
  if (active.data === null) {
    return (
      <OrdersEmptyState
        heading="h1"
        title="No order on its way"
        action={{ to: '/my-orders', label: 'See my orders' }}
      >
        When you have an order in progress, you&apos;ll follow it here live. Past orders are in My Orders.
      </OrdersEmptyState>
    );
  }
  return (
    <TrackingScreen
      key={active.data.trackingCode}
      code={active.data.trackingCode}
      live
      detailsHref={`/my-orders/${encodeURIComponent(active.data.id)}`}
    />
  );
}
