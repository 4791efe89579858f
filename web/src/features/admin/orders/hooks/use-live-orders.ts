import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import type { TablePage } from '#web/components/data-table/table-params.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '#web/api/admin-orders/admin-order-keys.ts';

/** Puts the new status on the row wherever a loaded page shows the order. */
export function patchStatus(queryClient: QueryClient, orderId: string, status: OrderStatus) {
  queryClient.setQueriesData<TablePage<AdminOrderRow>>({ queryKey: ADMIN_ORDERS_KEY }, (page) =>
    page?.rows.some((r) => r.id === orderId)
      ? { ...page, rows: page.rows.map((r) => (r.id === orderId ? { ...r, status } : r)) }
      : page,
  );
}

/**
 * Follows the admin `orders` topic. On the first page the list refetches (new orders appear at the top); deeper
 * in the list rows are patched in place and new orders are counted, for a "go to newest" prompt.
 */
export function useLiveOrders(firstPage: boolean) {
  const queryClient = useQueryClient();
  const [missed, setMissed] = useState(0);
  if (firstPage && missed > 0) setMissed(0);
  useRealtime(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind === 'order.status') {
      patchStatus(queryClient, event.orderId, event.status);
      void queryClient.invalidateQueries({ queryKey: adminOrderKey(event.orderId) });
    }
    if (event.kind !== 'order.created' && event.kind !== 'order.status') return;
    if (firstPage) void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY, refetchType: 'active' });
    else if (event.kind === 'order.created') setMissed((n) => n + 1);
  });
  return { missed };
}
