import { useQueryClient } from '@tanstack/react-query';
import { unitPrice } from '#domain/cart.ts';
import { track } from '#web/lib/analytics.ts';
import { sessionQuery, useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddToCart, type AddInput } from './use-add-to-cart.ts';

export const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Please try again.';
/** A change the server or the cart refused: said, with the spec's error vibration. */
export const refused = (error: unknown) => {
  toast.error(messageOf(error));
  navigator.vibrate?.([50, 50, 50]);
};

/**
 * Adding to the cart of either mode, without reading the cart itself: what a product card's quick add needs (a page
 * of cards would otherwise follow the whole cart once per card).
 */
export function useCartAdd() {
  const queryClient = useQueryClient();
  const { user, isPending: sessionPending } = useSession();
  const userId = user?.id ?? null;
  const addLine = useAddToCart(refused);

  return async function add({ product, selectedWeight, quantity }: AddInput): Promise<boolean> {
    try {
      // Just after a page loads the session may still be on its way (a server-rendered page is usable first):
      // a signed-in customer's item must reach their server cart, not the browser's guest cart.
      const owner = sessionPending ? ((await queryClient.ensureQueryData(sessionQuery))?.id ?? null) : userId;
      if (!(await addLine(owner, { product, selectedWeight, quantity }))) return false;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    }
    track('add_to_cart', {
      product_id: product.id,
      weight: selectedWeight,
      quantity,
      value_cents: unitPrice(product, selectedWeight) * quantity,
    });
    return true;
  };
}
