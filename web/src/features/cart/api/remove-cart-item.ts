import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { cartMutation, settle, showAtOnce } from './cart-sync.ts';

/** Undefined when the line was already gone (a retry after a lost answer): the cart is read again after it. */
export const removeCartItem = (id: string) =>
  api<CartResponse>(`/api/cart/items/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
    (r) => r.items,
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    },
  );

export function useRemoveCartItem(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    ...cartMutation,
    mutationFn: removeCartItem,
    meta: { silent: true },
    onMutate: (id) => showAtOnce(queryClient, userId, (items) => items.filter((i) => i.id !== id)),
    onSettled: (items) => settle(queryClient, userId, items),
  });
}
