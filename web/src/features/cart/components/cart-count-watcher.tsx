import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { itemsLabel } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useCart } from '../hooks/use-cart.ts';
import { cartCountsNow, watchCartCountRises } from '../stores/cart-count-rises.ts';

interface Seen {
  userId: string | null;
  count: number;
  subtotal: number;
}

/**
 * Spec §4: when the count rises, 'Added to Cart!' shows for 1.5 s with the total items.
 * Every cart change is also announced in a polite live region (WCAG 4.1.3).
 */
export function CartCountWatcher() {
  const queryClient = useQueryClient();
  const { user, isPending } = useSession();
  const userId = user?.id ?? null;
  const { count, subtotal, isLoading } = useCart();
  const seen = useRef<Seen | null>(null);
  const region = useRef<HTMLParagraphElement>(null);
  const ready = !isPending && !isLoading;
  // Read when first drawn (in the browser, before any click can be handled), watched from the first effect on.
  const [drawnWith] = useState(() => (typeof document === 'undefined' ? null : cartCountsNow(queryClient)));

  useEffect(
    () =>
      watchCartCountRises(queryClient, drawnWith ?? cartCountsNow(queryClient), (total) =>
        toast.success('Added to Cart!', { description: `${itemsLabel(total)} in your cart`, duration: 1500 }),
      ),
    [queryClient, drawnWith],
  );

  useEffect(() => {
    if (!ready) return;
    const last = seen.current;
    seen.current = { userId, count, subtotal };
    if (!last || last.userId !== userId || !region.current) return;
    if (count !== last.count || subtotal !== last.subtotal) {
      region.current.textContent = `Cart updated: ${itemsLabel(count)}, subtotal ${formatUsd(subtotal)}`;
    }
  }, [ready, userId, count, subtotal]);

  return (
    <p
      ref={region}
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="cart-live-region"
    />
  );
}
