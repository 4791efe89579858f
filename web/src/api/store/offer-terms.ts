import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';
import { api } from '#web/lib/api-client.ts';

/** The new-customer offer as checkout applies it today: the live settings' first-order percent (0: no offer). */
export interface OfferTerms {
  firstOrderPercent: number;
}

/**
 * Read from the checkout quote of an empty cart: the same terms `priceOrder` applies at checkout, from the live
 * settings, so no page prints a percent the order would not get.
 */
export const getOfferTerms = () =>
  api<CheckoutQuote>('/api/checkout/quote', { method: 'POST', body: { items: [] } }).then(
    (q): OfferTerms => ({ firstOrderPercent: q.firstOrderPercent }),
  );

export const offerTermsQuery = queryOptions({
  queryKey: ['offer-terms'] as const,
  queryFn: getOfferTerms,
  staleTime: 5 * 60_000,
});

/** The live first-order percent; null until known (nothing is printed from a guess). */
export function useFirstOrderPercent(enabled = true): number | null {
  const { data } = useQuery({ ...offerTermsQuery, enabled });
  return data?.firstOrderPercent ?? null;
}
