import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '#domain/cart/cart-response.ts';
import { api } from '#web/lib/api-client.ts';
import { CART_UPDATED } from '#web/lib/cart-events.ts';

export const getCart = () => api<CartResponse>('/api/cart').then((r) => r.items);

export const cartQueryKey = (userId: string | null) => ['cart', userId] as const;

/** Spec §7: key 'cart' plus the user id, only when signed in, refetched on mount, not on focus. */
export const cartQuery = (userId: string | null) =>
  queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: getCart,
    enabled: userId !== null,
    refetchOnMount: true,
    throwOnError: false,
  });

export function useCartQuery(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) }, { cancelRefetch: false });
    window.addEventListener(CART_UPDATED, refetch);
    return () => window.removeEventListener(CART_UPDATED, refetch);
  }, [queryClient, userId]);
  return useQuery(cartQuery(userId));
}
