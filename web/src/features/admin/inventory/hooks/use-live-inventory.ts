import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { INVENTORY_KEY } from '../api/get-inventory.ts';

/** Any stock change (a checkout, a shop's count, another admin) refetches the inventory on screen. */
export function useLiveInventory() {
  const queryClient = useQueryClient();
  useRealtime(CATALOG_TOPIC, (event) => {
    if (event.kind !== 'catalog.changed') return;
    void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY, refetchType: 'active' });
  });
}
