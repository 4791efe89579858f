import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TOPIC } from '#domain/realtime.ts';

/**
 * Follows the public catalog topic while `productIds` are on screen: when one of them changes (stock, price, its
 * shop's hours or closure), the product queries refetch and `onChange` runs. The realtime client loads only here,
 * after first paint, so the entry bundle does not carry it.
 */
export function useLiveCatalog(productIds: readonly string[], onChange?: () => void) {
  const queryClient = useQueryClient();
  const watched = useRef({ ids: new Set(productIds), onChange });
  useEffect(() => {
    watched.current = { ids: new Set(productIds), onChange };
  });
  const active = productIds.length > 0;
  useEffect(() => {
    if (!active) return;
    let live = true;
    let unsubscribe: (() => void) | null = null;
    void import('#web/lib/realtime.ts').then(({ subscribe }) => {
      if (!live) return;
      unsubscribe = subscribe(CATALOG_TOPIC, (event) => {
        if (event.kind !== 'catalog.changed') return;
        if (!event.productIds.some((id) => watched.current.ids.has(id))) return;
        void queryClient.invalidateQueries({ queryKey: ['products'] });
        watched.current.onChange?.();
      });
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [active, queryClient]);
}
