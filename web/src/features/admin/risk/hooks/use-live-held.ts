import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { HELD_ORDERS_KEY } from '../api/get-held-orders.ts';

/** The held queue follows the admin `orders` topic: a new order may be held, any status change may end a hold. */
export function useLiveHeld() {
  const queryClient = useQueryClient();
  useRealtime(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind === 'order.created' || event.kind === 'order.status') {
      void queryClient.invalidateQueries({ queryKey: HELD_ORDERS_KEY });
    }
  });
}
