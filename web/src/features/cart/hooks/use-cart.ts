import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { cartSubtotal, itemCount, unitPrice } from '#domain/cart.ts';
import { mixedShopsMessage } from '#domain/cart-shops.ts';
import { track } from '#web/lib/analytics.ts';
import { sessionQuery, useSession } from '#web/lib/session.ts';
import { toast } from '#web/lib/toast.ts';
import { isPendingLine } from '../api/cart-sync.ts';
import { useCartProducts } from '../api/get-cart-products.ts';
import { useCartQuery } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { guestCart, useGuestCart } from '../stores/guest-cart.ts';
import {
  guestLines,
  lineShops,
  quantityProblem,
  serverLines,
  type CartViewLine,
} from '../utils/cart-lines.ts';
import { useAddToCart, type AddInput } from './use-add-to-cart.ts';

const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Please try again.';
/** A change the server or the cart refused: said, with the spec's error vibration. */
const refused = (error: unknown) => {
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

/** Offline, a change is shown at once and queued: the caller does not wait for the connection to return. */
const sendOrQueue = async (change: Promise<unknown>) => {
  if (onlineManager.isOnline()) return change;
  change.catch(refused);
};
const STILL_ADDING = "Still adding this item: try again once you're back online.";

/** The cart for both modes: the server cart when signed in, the browser's guest cart otherwise. */
export function useCart() {
  const { user, isPending: sessionPending } = useSession();
  const userId = user?.id ?? null;
  const server = useCartQuery(userId);
  const entries = useGuestCart();
  const products = useCartProducts(userId ? [] : entries.map((e) => e.product_id));
  const add = useCartAdd();
  const updateItem = useUpdateCartItem(userId);
  const removeItem = useRemoveCartItem(userId);

  const lines: CartViewLine[] = userId ? serverLines(server.data ?? []) : guestLines(entries, products.data);
  const count = userId ? itemCount(server.data ?? []) : itemCount(entries);
  const subtotal = cartSubtotal(lines);
  // One order comes from one shop: the shops the lines come from, and the refusal when there are several.
  const shops = lineShops(lines);
  const mixedShops = mixedShopsMessage(shops);
  // Until the session is known the cart could be either one: never show an empty cart that is not.
  const isLoading = sessionPending || (userId ? server.isPending : entries.length > 0 && products.isPending);

  async function setQuantity(line: CartViewLine, quantity: number): Promise<boolean> {
    if (quantity < 1 || quantity === line.quantity) return false;
    try {
      if (line.id) {
        if (isPendingLine(line.id)) throw new Error(STILL_ADDING);
        await sendOrQueue(updateItem.mutateAsync({ id: line.id, quantity }));
      } else {
        const problem =
          quantity > line.quantity && quantityProblem(lines, line.product, line.selectedWeight, quantity);
        if (problem) throw new Error(problem);
        guestCart.update(line.productId, line.selectedWeight, quantity);
      }
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  }

  async function remove(line: CartViewLine): Promise<boolean> {
    try {
      if (line.id && isPendingLine(line.id)) throw new Error(STILL_ADDING);
      if (line.id) await sendOrQueue(removeItem.mutateAsync(line.id));
      else guestCart.remove(line.productId, line.selectedWeight);
      toast.success('Item removed from cart');
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  }

  return {
    lines,
    count,
    subtotal,
    shops,
    mixedShops,
    isLoading,
    isSignedIn: userId !== null,
    add,
    setQuantity,
    remove,
  };
}
