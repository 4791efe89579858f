import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignResponse } from '#domain/admin/dispatch-views.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_ORDERS_KEY, adminOrderKey } from '#web/api/admin-orders/admin-order-keys.ts';

/** `POST /api/admin/dispatch/orders/:id/assign` (admin): gives the order to a courier, or to another one. */
export function useAssignCourier(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courierId: string) =>
      api<AssignResponse>(`/api/admin/dispatch/orders/${encodeURIComponent(orderId)}/assign`, {
        method: 'POST',
        body: { courierId },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dispatch', 'couriers'] }),
      ]),
  });
}
