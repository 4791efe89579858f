import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { SAFETY_KEY } from '../api/get-incidents.ts';

/** A refused hand-over is an order going `returned`: the admin `orders` topic brings it to the refusals tab. */
export function useLiveRefusals(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtime(enabled ? ADMIN_ORDERS_TOPIC : null, (event) => {
    if (event.kind !== 'order.status' || event.status !== 'returned') return;
    void queryClient.invalidateQueries({ queryKey: [...SAFETY_KEY, 'refusals'], refetchType: 'active' });
  });
}
