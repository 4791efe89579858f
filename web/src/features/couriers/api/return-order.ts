import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnResponse } from '#domain/couriers/courier-responses.ts';
import type { ReturnInput } from '#domain/couriers/schemas.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const returnOrder = ({ orderId, ...body }: ReturnInput & { orderId: string }) =>
  courierRequest<ReturnResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/return`, {
    method: 'POST',
    body,
  });

export function useReturnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnOrder,
    meta: { silent: true },
    onSuccess: () => {
      toast('Refusal recorded', { description: 'Take the order back to the shop.' });
      return refreshWork(queryClient);
    },
  });
}
