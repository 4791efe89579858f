import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryResponse } from '#domain/couriers/courier-responses.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const pickUpOrder = (orderId: string) =>
  courierRequest<DeliveryResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/pickup`, {
    method: 'POST',
  });

export function usePickUpOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickUpOrder,
    meta: { silent: true },
    onError: (error) => toast.error(couldNotText('mark the order picked up', error)),
    onSettled: () => refreshWork(queryClient),
  });
}
