import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderResponse } from '#domain/admin/order-detail.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '#web/api/admin-orders/admin-order-keys.ts';

/**
 * A POST (or, for a replaced value, a PUT) on one order that answers the order as it is now: the detail takes the answer, the lists refetch. On a
 * refusal the detail refetches too, since the order likely changed meanwhile.
 */
export function useOrderAction<Input>(
  orderId: string,
  path: string,
  body: (input: Input) => unknown,
  method: 'POST' | 'PUT' = 'POST',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      api<AdminOrderResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/${path}`, {
        method,
        body: body(input),
      }),
    onSuccess: ({ order }) => queryClient.setQueryData(adminOrderKey(orderId), order),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
