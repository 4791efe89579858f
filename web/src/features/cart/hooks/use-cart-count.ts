import { itemCount } from '#domain/cart.ts';
import { useSession } from '#web/lib/session.ts';
import { useCartQuery } from '../api/get-cart.ts';
import { useGuestCart } from '../stores/guest-cart.ts';

/** Total items in the cart (sum of quantities) for the badge; needs no product data. */
export function useCartCount(): number {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const server = useCartQuery(userId);
  const entries = useGuestCart();
  return userId ? itemCount(server.data ?? []) : itemCount(entries);
}
