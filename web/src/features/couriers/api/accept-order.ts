import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryResponse } from '#domain/couriers/courier-responses.ts';
import { track } from '#web/lib/analytics.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { refreshWork } from '../utils/refresh-work.ts';

export const acceptOrder = (orderId: string) =>
  courierRequest<DeliveryResponse>(`/api/courier/orders/${encodeURIComponent(orderId)}/accept`, {
    method: 'POST',
  });

/** A 409 (someone was faster) or 422 (over the carry limit) shows the server's words; the pool refreshes. */
export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    meta: { silent: true },
    onSuccess: ({ delivery }) => {
      track('order_accepted', { orderId: delivery.id, orderNumber: delivery.orderNumber });
      toast.success('Order accepted', {
        description: `Collect ${delivery.orderNumber} at ${delivery.pickup.name}`,
      });
    },
    onError: (error) => toast.error(couldNotText('accept the order', error)),
    onSettled: () => refreshWork(queryClient),
  });
}
