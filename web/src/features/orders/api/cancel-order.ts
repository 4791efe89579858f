import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '#domain/orders/order.ts';
import type { OrderResponse } from '#domain/orders/order-response.ts';
import { api } from '#web/lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';

export const cancelOrder = (id: string) =>
  api<OrderResponse>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} }).then(
    (r) => r.order,
  );

/** Cancels while the shop has not started on it; a 409 carries the reason, shown in the dialog. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    meta: { silent: true },
    onSuccess: (order: OrderView) => {
      queryClient.setQueryData<OrderResponse>(orderQueryKey(id), { order });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', 'active'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
  });
}
