import { useQueryClient } from '@tanstack/react-query';
import { merchantTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { merchantOrderKey, useMerchantOrder } from '../api/get-merchant-order.ts';

/** One order of the shop, refetched whenever the shop's topic says it moved (a courier took it, a step, a hold). */
export function useLiveMerchantOrder(shopId: string, orderId: string) {
  const queryClient = useQueryClient();
  useRealtime(merchantTopic(shopId), (event) => {
    if ('orderId' in event && event.orderId === orderId) {
      void queryClient.invalidateQueries({ queryKey: merchantOrderKey(orderId) });
    }
  });
  return useMerchantOrder(orderId);
}
