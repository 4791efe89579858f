import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingResponse } from '#domain/orders/tracking-response.ts';
import { api } from '#web/lib/api-client.ts';

export const getTracking = (code: string) => api<TrackingResponse>(`/api/track/${encodeURIComponent(code)}`);

export const trackingQueryKey = (code: string) => ['orders', 'track', code] as const;

/** What a tracking-code holder may see; always fetched fresh, then kept current by realtime. */
export const trackingQuery = (code: string) =>
  queryOptions({
    queryKey: trackingQueryKey(code),
    queryFn: () => getTracking(code),
    enabled: code.length > 0,
    staleTime: 0,
    refetchOnMount: true,
  });

export function useTracking(code: string) {
  return useQuery(trackingQuery(code));
}
