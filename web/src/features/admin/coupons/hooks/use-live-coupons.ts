import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { COUPONS_KEY } from '../api/get-coupons.ts';

/** A new order or a cancellation changes a coupon's usage and revenue: what is on screen refetches. */
export function useLiveCoupons() {
  const queryClient = useQueryClient();
  useRealtime(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind === 'order.created' || (event.kind === 'order.status' && event.status === 'cancelled')) {
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY, refetchType: 'active' });
    }
  });
}
