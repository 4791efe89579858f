import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

export const updateCartItem = ({ id, quantity }: { id: string; quantity: number }) =>
  api<CartResponse>(`/api/cart/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { quantity },
  }).then((r) => r.items);

export function useUpdateCartItem(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    meta: { silent: true },
    onSuccess: (items) => queryClient.setQueryData(cartQueryKey(userId), items),
  });
}
