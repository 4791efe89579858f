import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItem } from '#domain/cart.ts';
import { api } from '#web/lib/api-client.ts';
import { cartQueryKey, type CartResponse } from './get-cart.ts';

export const addCartItem = (input: AddCartItem) =>
  api<CartResponse>('/api/cart/items', { method: 'POST', body: input }).then((r) => r.items);

export function useAddCartItem(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    meta: { silent: true },
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey(userId), items),
  });
}
