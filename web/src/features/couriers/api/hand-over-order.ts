import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoverResponse } from '#domain/couriers/courier-responses.ts';
import type { Handover } from '#domain/id-check/schemas.ts';
import { track } from '#web/lib/analytics.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const handOverOrder = ({ orderId, ...body }: Handover & { orderId: string }) =>
  courierRequest<HandoverResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/handover`, {
    method: 'POST',
    body,
  });

/** Errors stay with the form: an under-21 answer there leads to recording a refusal. */
export function useHandOverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverOrder,
    meta: { silent: true },
    onSuccess: ({ orderId }) => {
      track('delivery_completed', { orderId });
      toast.success('Delivery completed');
      return refreshWork(queryClient);
    },
  });
}
