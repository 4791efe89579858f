import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourierAction } from '#domain/admin/couriers-views.ts';
import { api } from '#web/lib/api-client.ts';
import { adminCourierKey } from './get-admin-courier.ts';
import { ADMIN_COURIERS_KEY } from './get-admin-couriers.ts';

export type CourierActionPath = 'commission' | 'vehicle' | 'reset-pin' | 'deactivate' | 'reactivate';

/** A POST on one courier that answers the changed profile: the detail and the list refetch either way. */
export function useCourierAction<Input>(
  courierId: string,
  path: CourierActionPath,
  body: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      api<AdminCourierAction>(`/api/admin/couriers/${encodeURIComponent(courierId)}/${path}`, {
        method: 'POST',
        body: body(input),
      }),
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminCourierKey(courierId) });
      void queryClient.invalidateQueries({ queryKey: ADMIN_COURIERS_KEY });
    },
  });
}
