import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse } from '#domain/admin/order-detail.ts';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import { api } from '#web/lib/api-client.ts';
import { liveOrdersQuery } from './list-live-orders.ts';

export type StaffStatusTarget = 'confirmed' | 'preparing' | 'ready';

/** Moves an order one step (confirm, preparing, ready); the board's card moves as soon as the server agrees. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: StaffStatusTarget }) =>
      api<AdminOrderResponse>(`/api/admin/orders/${id}/status`, { method: 'POST', body: { to } }),
    onSuccess: ({ order }, { id }) => {
      queryClient.setQueryData(liveOrdersQuery.queryKey, (rows: AdminOrderRow[] | undefined) =>
        rows?.map((r) => (r.id === id ? { ...r, status: order.status } : r)),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dispatch'] });
    },
  });
}
