import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { adminProductKey } from '../api/get-admin-product.ts';
import { ADMIN_PRODUCTS_KEY } from '../api/get-admin-products.ts';

/** Follows the public `catalog` topic: a product another admin (or a shop) changed refreshes the table and form. */
export function useLiveProducts() {
  const queryClient = useQueryClient();
  useRealtime(CATALOG_TOPIC, (event) => {
    if (event.kind !== 'catalog.changed') return;
    for (const id of event.productIds) void queryClient.invalidateQueries({ queryKey: adminProductKey(id) });
    void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY, refetchType: 'active' });
  });
}
