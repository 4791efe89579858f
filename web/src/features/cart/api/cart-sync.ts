import type { QueryClient } from '@tanstack/react-query';
import type { CartLine } from '#domain/cart.ts';
import { cartQueryKey } from './get-cart.ts';

/**
 * Every change to a signed-in cart shares one scope: react-query runs them one after another, in the order they
 * were made, and holds them while offline (networkMode 'online') until the connection returns.
 */
export const CART_MUTATION_KEY = ['cart-change'] as const;
export const cartMutation = { mutationKey: CART_MUTATION_KEY, scope: { id: 'cart' } };

/** Shows a change at once, before (or without) the server's answer. */
export async function showAtOnce(
  queryClient: QueryClient,
  userId: string | null,
  change: (items: CartLine[]) => CartLine[],
) {
  const key = cartQueryKey(userId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<CartLine[]>(key, (items) => (items ? change(items) : items));
}

/**
 * After each change: the last one to settle puts the server's cart in place (when it answered with it) and reads it
 * again; an earlier one leaves the lines shown at once alone, so later changes do not flicker back.
 */
export function settle(queryClient: QueryClient, userId: string | null, items?: CartLine[]) {
  if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) > 1) return;
  const key = cartQueryKey(userId);
  if (items) queryClient.setQueryData(key, items);
  void queryClient.invalidateQueries({ queryKey: key });
}

/** A line added while offline has no id from the server yet. */
export const PENDING_LINE = 'pending-';
export const isPendingLine = (id: string) => id.startsWith(PENDING_LINE);
