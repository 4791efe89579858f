import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse } from '#domain/admin/order-detail.ts';
import type { HeldOrdersResponse } from '#domain/admin/risk.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '#web/api/admin-orders/admin-order-keys.ts';
import { HELD_ORDERS_KEY } from './get-held-orders.ts';

/** `POST /api/admin/risk/held/:id/approve` with the note; the order leaves the queue, its detail takes the answer. */
export function useApproveHeldOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api<AdminOrderResponse>(`/api/admin/risk/held/${encodeURIComponent(orderId)}/approve`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminOrderKey(orderId), order);
      queryClient.setQueryData<HeldOrdersResponse>(HELD_ORDERS_KEY, (queue) =>
        queue ? { ...queue, orders: queue.orders.filter((o) => o.id !== orderId) } : queue,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: HELD_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
}
