import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_STORE_FACTS, storeWords, type StoreFacts } from '#domain/content/store-facts.ts';
import type { StoreFactsResponse } from '#domain/content/store-facts-response.ts';
import { api } from './api-client.ts';

export const storeFactsQuery = queryOptions({
  queryKey: ['store-facts'],
  queryFn: () => api<StoreFactsResponse>('/api/store'),
  staleTime: 60_000,
});

/**
 * The store's live hours, fees, free-delivery threshold, first-order offer and edible limits, as checkout uses them.
 * Until the answer arrives (and on a page prerendered at build time) the settings' defaults stand in; a page the
 * server rendered starts with the live values in its data.
 */
export function useStoreFacts(): StoreFacts {
  return useQuery(storeFactsQuery).data?.store ?? DEFAULT_STORE_FACTS;
}

/** The printed words from the live facts: hours, '$100', '10%', '1,000 mg'. */
export function useStoreWords() {
  const facts = useStoreFacts();
  return { ...storeWords(facts), facts };
}

/**
 * The live first-order percent (0: no offer), null until the answer arrives: an offer is never printed from the
 * defaults. `enabled` false asks nothing (a visitor who cannot get the offer).
 */
export function useFirstOrderPercent(enabled = true): number | null {
  const { data } = useQuery({ ...storeFactsQuery, enabled });
  return data?.store?.firstOrderPercent ?? null;
}
