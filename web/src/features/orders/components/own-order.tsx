import type { ReactNode } from 'react';
import type { OrderResponse } from '#domain/orders/order-response.ts';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useOrder } from '../api/get-order.ts';
import { LoadError } from './load-error.tsx';
import { OrdersEmptyState } from './orders-empty-state.tsx';

export type OwnOrderView = OrderResponse['order'];

/**
 * One of the signed-in customer's orders, for the pages that show it (details, receipt): a skeleton while it loads,
 * the same answer for someone else's order and a made-up id (the server's 404 never says which), a retry for
 * anything else, then `children` with the order.
 */
export function OwnOrder({ id, children }: { id: string; children: (order: OwnOrderView) => ReactNode }) {
  const query = useOrder(id);
  const order = query.data?.order;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <OrdersEmptyState
          heading="h1"
          title="We could not find that order"
          action={{ to: '/my-orders', label: 'See all your orders' }}
        >
          It may belong to another account, or the link is incomplete.
        </OrdersEmptyState>
      );
    }
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!order) return <LoadingSkeleton variant="card" />;
  return children(order);
}
