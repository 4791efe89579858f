import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

export const removeCartItem = (id: string) =>
  api<CartResponse>(`/api/cart/items/${encodeURIComponent(id)}`, { method: 'DELETE' }).then((r) => r.items);

export function useRemoveCartItem(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    meta: { silent: true },
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey(userId), items),
  });
}
