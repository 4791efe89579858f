import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignOrder } from '#domain/admin/dispatch-schemas.ts';
import type { AssignResponse } from '#domain/admin/dispatch-views.ts';
import { api } from '#web/lib/api-client.ts';

/** Gives an order to a courier; the admin order and dispatch queries are refreshed after. */
export function useAssignOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignOrder) =>
      api<AssignResponse>(`/api/admin/dispatch/orders/${orderId}/assign`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The same assignment with the order chosen at call time (the live map's pick-then-courier flow). */
export function useAssignAny() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: AssignOrder & { orderId: string }) =>
      api<AssignResponse>(`/api/admin/dispatch/orders/${orderId}/assign`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
