import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItem } from '#domain/cart.ts';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** `replace` starts a new cart: the server empties it and adds the item in one go. */
export type AddCartItemInput = AddCartItem & { replace?: true };

export const addCartItem = (input: AddCartItemInput) =>
  api<CartResponse>('/api/cart/items', { method: 'POST', body: input }).then((r) => r.items);

/** Adds to a signed-in customer's server cart; `userId` names the cart whose cached lines it replaces. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item }: { userId: string; item: AddCartItemInput }) => addCartItem(item),
    meta: { silent: true },
    onSuccess: (items, { userId }) => queryClient.setQueryData(cartQueryKey(userId), items),
  });
}
