import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryResponse } from '#domain/couriers/courier-responses.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const markArrived = (orderId: string) =>
  courierRequest<DeliveryResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/arrived`, {
    method: 'POST',
  });

export function useMarkArrived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markArrived,
    meta: { silent: true },
    onError: (error) => toast.error(couldNotText('mark that you arrived', error)),
    onSettled: () => refreshWork(queryClient),
  });
}
