import { useQueryClient } from '@tanstack/react-query';
import { merchantTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { SHOP_STAFF_KEY } from '../api/get-shop-staff.ts';

/** Follows the shop's topic: staff changed on another device refreshes the list. */
export function useLiveStaff(shopId: string) {
  const queryClient = useQueryClient();
  useRealtime(merchantTopic(shopId), (event) => {
    if (event.kind === 'shop.changed' && event.what === 'staff')
      void queryClient.invalidateQueries({ queryKey: SHOP_STAFF_KEY });
  });
}
