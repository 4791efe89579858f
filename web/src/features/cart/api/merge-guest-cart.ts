import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { guestCart } from '../stores/guest-cart.ts';

/** Runs right after sign-in (outside React): moves the guest cart into the server cart; clearing it fires 'cartUpdated'. */
export async function mergeGuestCart(): Promise<void> {
  const entries = guestCart.entries();
  if (entries.length === 0) return;
  await api<CartResponse>('/api/cart/merge', {
    method: 'POST',
    body: {
      items: entries.map((e) => ({
        productId: e.product_id,
        quantity: e.quantity,
        selectedWeight: e.selected_weight,
      })),
    },
  });
  guestCart.clear();
}
