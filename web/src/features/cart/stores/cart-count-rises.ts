import type { QueryClient } from '@tanstack/react-query';
import { itemCount, type CartLine } from '#domain/cart.ts';
import { sessionQuery } from '#web/lib/session.ts';
import { cartQueryKey } from '../api/get-cart.ts';
import { guestCart } from './guest-cart.ts';

/** What is compared: the guest cart's count (always known in the browser) and the signed-in cart's, once known. */
export interface CartCounts {
  /** The signed-in user's id, null for a guest, undefined while the session is on its way. */
  owner: string | null | undefined;
  guest: number;
  server: { owner: string; count: number } | null;
}

export function cartCountsNow(queryClient: QueryClient): CartCounts {
  const session = queryClient.getQueryState(sessionQuery.queryKey);
  const owner = session?.status === 'success' ? (session.data?.id ?? null) : undefined;
  const lines = owner ? queryClient.getQueryData<CartLine[]>(cartQueryKey(owner)) : undefined;
  return {
    owner,
    guest: itemCount(guestCart.entries()),
    server: owner && lines ? { owner, count: itemCount(lines) } : null,
  };
}

/** The count that rose since `last`, in the cart in use now; null when none did (or the owner changed). */
function risen(last: CartCounts, now: CartCounts): number | null {
  if (now.owner === null) return now.guest > last.guest ? now.guest : null;
  const before = last.server;
  const after = now.server;
  return before && after && before.owner === after.owner && after.count > before.count ? after.count : null;
}

/**
 * Calls `rose(count)` each time the count of the cart in use rises (spec §4's 'Added to Cart!'). The stores are read
 * as each one changes, not when React next renders: a customer who adds before the page has finished taking over
 * (the session still on its way, hydration not over) is compared with the cart as it was before, never with the cart
 * that already holds the item. `from` is what was read when the watcher was drawn, so an add between drawing and
 * subscribing counts too. Signing in or out starts again without a toast (a guest cart merged into an account's is
 * not an add).
 */
export function watchCartCountRises(
  queryClient: QueryClient,
  from: CartCounts,
  rose: (count: number) => void,
): () => void {
  let seen = from;
  const check = () => {
    const now = cartCountsNow(queryClient);
    const count = risen(seen, now);
    seen = now;
    if (count !== null) rose(count);
  };

  check();
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    const [key] = event.query.queryKey;
    if (event.type === 'updated' && (key === 'session' || key === 'cart')) check();
  });
  const stopGuest = guestCart.subscribe(check);
  return () => {
    stopCache();
    stopGuest();
  };
}
