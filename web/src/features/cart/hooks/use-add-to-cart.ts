import { onlineManager, useQueryClient } from '@tanstack/react-query';
import type { GuestCartEntry } from '#domain/cart.ts';
import { needsNewCart, OTHER_SHOP, type ShopRef } from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAddCartItem } from '../api/add-cart-item.ts';
import { cartProductIds, cartProductsQuery } from '../api/get-cart-products.ts';
import { cartQuery } from '../api/get-cart.ts';
import { guestCart } from '../stores/guest-cart.ts';
import { newCartDialog } from '../stores/new-cart-dialog.ts';
import { guestLines, guestShops, lineShops, quantityInCart, quantityProblem } from '../utils/cart-lines.ts';

export interface AddInput {
  product: Product;
  selectedWeight: string;
  quantity: number;
}

/** One order comes from one shop: whether to start a new cart for this product, or 'keep' when told not to. */
async function newCart(cartShops: ShopRef[], product: Product): Promise<boolean | 'keep'> {
  if (!needsNewCart(cartShops, product.shop.id)) return false;
  const startNew = await newCartDialog.ask({ cartShops, productName: product.name, shop: product.shop });
  return startNew || 'keep';
}

/**
 * Puts a product in the cart of `owner` (a user id, or null for the browser's guest cart), first asking to start a
 * new cart when it comes from another shop. False when the customer keeps their cart; throws a refusal.
 */
export function useAddToCart(onLateRefusal: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const addItem = useAddCartItem();

  async function guestProducts(entries: readonly GuestCartEntry[]): Promise<Product[]> {
    const ids = cartProductIds(entries.map((e) => e.product_id));
    if (ids.length === 0) return [];
    // Offline, the shops saved with the entries decide and the server checks the rest at checkout.
    return queryClient.ensureQueryData(cartProductsQuery(ids)).catch(() => []);
  }

  async function toGuestCart({ product, selectedWeight, quantity }: AddInput): Promise<boolean> {
    const entries = guestCart.entries();
    const products = await guestProducts(entries);
    const shops = guestShops(entries, products);
    const lines = needsNewCart(shops, product.shop.id) ? [] : guestLines(entries, products);
    const total = quantityInCart(lines, product.id, selectedWeight) + quantity;
    const problem = quantityProblem(lines, product, selectedWeight, total);
    if (problem) throw new Error(problem);
    const replace = await newCart(shops, product);
    if (replace === 'keep') return false;
    if (replace) guestCart.replace(product.id, selectedWeight, quantity, product.shop);
    else guestCart.add(product.id, selectedWeight, quantity, product.shop);
    return true;
  }

  async function toServerCart(owner: string, { product, selectedWeight, quantity }: AddInput) {
    const post = (replace: boolean) =>
      addItem.mutateAsync({
        userId: owner,
        item: { productId: product.id, selectedWeight, quantity, ...(replace ? { replace } : {}) },
        product,
      });
    let replace = await newCart(lineShops(await queryClient.ensureQueryData(cartQuery(owner))), product);
    if (replace === 'keep') return false;
    if (!onlineManager.isOnline()) {
      // Shown in the cart at once and sent when the connection returns; a refusal then is told as it comes.
      post(replace).catch(onLateRefusal);
      return true;
    }
    try {
      await post(replace);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === OTHER_SHOP)) throw error;
      // The cart changed elsewhere (another tab or device): ask again about what it holds now.
      const fresh = await queryClient.fetchQuery({ ...cartQuery(owner), staleTime: 0 });
      replace = await newCart(lineShops(fresh), product);
      if (replace === 'keep') return false;
      await post(replace);
    }
    return true;
  }

  return (owner: string | null, input: AddInput): Promise<boolean> =>
    owner ? toServerCart(owner, input) : toGuestCart(input);
}
