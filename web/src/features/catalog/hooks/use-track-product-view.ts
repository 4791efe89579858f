import { useEffect, useRef } from 'react';
import type { Product } from '#domain/catalog.ts';
import { track } from '#web/lib/analytics.ts';

/** One product_view per product shown, even when the page re-renders or refetches. */
export function useTrackProductView(product: Product | undefined) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!product || tracked.current === product.id) return;
    tracked.current = product.id;
    track('product_view', { product_id: product.id, name: product.name, category: product.category });
  }, [product]);
}
