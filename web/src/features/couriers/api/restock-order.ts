import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import type { RestockResponse } from '#domain/couriers/courier-responses.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const restockOrder = (orderId: string) =>
  courierRequest<RestockResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/restock`, {
    method: 'POST',
  });

export function useRestockOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restockOrder,
    meta: { silent: true },
    onSuccess: () => toast.success('Returned to the shop'),
    onError: (error) => toast.error(couldNotText('return the order to the shop', error)),
    onSettled: () => refreshWork(queryClient),
  });
}
