import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { cartMutation, settle, showAtOnce } from './cart-sync.ts';

export const updateCartItem = ({ id, quantity }: { id: string; quantity: number }) =>
  api<CartResponse>(`/api/cart/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { quantity },
  }).then((r) => r.items);

/** Sets a line's quantity (the same request twice gives the same cart, so a retry is safe). */
export function useUpdateCartItem(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: updateCartItem,
    meta: { silent: true },
    onMutate: ({ id, quantity }) =>
      showAtOnce(queryClient, userId, (items) => items.map((i) => (i.id === id ? { ...i, quantity } : i))),
    onSettled: (items) => settle(queryClient, userId, items),
  });
}
