import { useQueryClient } from '@tanstack/react-query';
import { merchantTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';

/**
 * Follows the shop's own topic: when another device of the shop changes its stock or settings, the page named by
 * `what` refetches `queryKey`.
 */
export function useLiveShop(shopId: string, what: 'stock' | 'settings', queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  useRealtime(merchantTopic(shopId), (event) => {
    if (event.kind !== 'shop.changed' || event.what !== what) return;
    void queryClient.invalidateQueries({ queryKey });
  });
}
