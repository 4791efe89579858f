import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackingView } from '#domain/orders/order.ts';
import { api } from '#web/lib/api-client.ts';

export const getTrackedOrder = (code: string) =>
  api<{ order: TrackingView }>(`/api/track/${encodeURIComponent(code)}`).then((r) => r.order);

/** The confirmation page's fallback when this tab no longer holds the placed order. */
export const trackedOrderQuery = (code: string) =>
  queryOptions({
    queryKey: ['checkout', 'tracked-order', code] as const,
    queryFn: () => getTrackedOrder(code),
    enabled: code.length > 0,
  });

export function useTrackedOrder(code: string, enabled: boolean) {
  return useQuery({ ...trackedOrderQuery(code), enabled: enabled && code.length > 0 });
}
