import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItem, CartLine } from '#domain/cart.ts';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import type { Product } from '#domain/catalog.ts';
import { api } from '#web/lib/api-client.ts';
import { cartMutation, PENDING_LINE, settle, showAtOnce } from './cart-sync.ts';

/** `replace` starts a new cart: the server empties it and adds the item in one go. */
export type AddCartItemInput = AddCartItem & { replace?: true };

export const addCartItem = (input: AddCartItemInput) =>
  api<CartResponse>('/api/cart/items', { method: 'POST', body: input }).then((r) => r.items);

let pending = 0;

/** The cart as it will be once the server has the item: the line's quantity raised, or a new line. */
export function withAdded(items: CartLine[], item: AddCartItemInput, product: Product): CartLine[] {
  const base = item.replace ? [] : items;
  const same = (i: CartLine) => i.productId === item.productId && i.selectedWeight === item.selectedWeight;
  if (base.some(same)) return base.map((i) => (same(i) ? { ...i, quantity: i.quantity + item.quantity } : i));
  pending += 1;
  const { productId, quantity, selectedWeight } = item;
  return [...base, { id: `${PENDING_LINE}${pending}`, productId, quantity, selectedWeight, product }];
}

/**
 * Adds to a signed-in customer's server cart; `userId` names the cart whose cached lines it replaces. An add raises
 * the quantity on the server, so it is never retried on its own: a lost answer must not add the item twice.
 */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: ({ item }: { userId: string; item: AddCartItemInput; product: Product }) => addCartItem(item),
    meta: { silent: true },
    retry: false,
    onMutate: ({ userId, item, product }) =>
      showAtOnce(queryClient, userId, (items) => withAdded(items, item, product)),
    onSettled: (items, _error, { userId }) => settle(queryClient, userId, items),
  });
}
