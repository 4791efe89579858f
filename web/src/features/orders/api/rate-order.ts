import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '#domain/orders/order.ts';
import type { OrderResponse } from '#domain/orders/order-response.ts';
import type { OrderRatingInput } from '#domain/orders/rating.ts';
import { api } from '#web/lib/api-client.ts';
import { orderQueryKey } from './get-order.ts';

export const rateOrder = (id: string, body: OrderRatingInput) =>
  api<OrderResponse>(`/api/orders/${encodeURIComponent(id)}/rating`, { method: 'POST', body }).then(
    (r) => r.order,
  );

/** Rates the delivered order once; a refusal (already rated, not delivered) is shown beside the form. */
export function useRateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRatingInput) => rateOrder(id, body),
    meta: { silent: true },
    onSuccess: (order: OrderView) => queryClient.setQueryData<OrderResponse>(orderQueryKey(id), { order }),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) }),
  });
}
