import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AddCartItem } from '#domain/cart.ts';
import type { QuoteInput } from '#domain/checkout.schemas.ts';
import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';
import { api } from '#web/lib/api-client.ts';

export type CheckoutItem = Required<AddCartItem>;

export const getCheckoutQuote = (body: QuoteInput) =>
  api<CheckoutQuote>('/api/checkout/quote', { method: 'POST', body });

interface QuoteRequest {
  userId: string | null;
  couponCode: string;
  /** The cart's lines: sent by guests, a key for signed-in customers (the server reads their cart). */
  items: readonly CheckoutItem[];
}

export const checkoutQuoteQuery = ({ userId, couponCode, items }: QuoteRequest) =>
  queryOptions({
    queryKey: ['checkout-quote', userId, couponCode, items] as const,
    queryFn: () => getCheckoutQuote({ couponCode, ...(userId ? {} : { items: [...items] }) }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // Hours and windows move with the clock: a page left open keeps offering bookable windows.
    refetchInterval: 5 * 60_000,
  });

export function useCheckoutQuote(request: QuoteRequest) {
  return useQuery(checkoutQuoteQuery(request));
}
