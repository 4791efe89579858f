import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierResponse } from '#domain/couriers/courier-responses.ts';
import { track } from '#web/lib/analytics.ts';
import { toast } from '#web/lib/toast.ts';
import { courierRequest } from '../utils/courier-request.ts';
import { storeCourier } from './get-courier.ts';

export const setOnline = (isOnline: boolean) =>
  courierRequest<CourierResponse>('/api/courier/online', { method: 'POST', body: { isOnline } });

/** Spec §4 and §8: the toggle's toasts, worded as the spec words them. */
export function useSetOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnline,
    meta: { silent: true },
    onSuccess: ({ courier }) => {
      storeCourier(queryClient, courier);
      if (courier.isOnline) {
        track('courier_online');
        toast.success("You're now online", { description: 'You can now receive orders' });
      } else {
        track('courier_offline');
        toast("You're now offline", { description: "You won't receive new orders" });
      }
    },
    onError: () => toast.error('Error', { description: 'Failed to update status' }),
  });
}
