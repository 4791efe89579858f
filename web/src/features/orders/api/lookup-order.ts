import { useMutation } from '@tanstack/react-query';
import type { TrackLookup } from '#domain/checkout.schemas.ts';
import type { TrackLookupResponse } from '#domain/orders/tracking-response.ts';
import { api } from '#web/lib/api-client.ts';

export const lookupOrder = (input: TrackLookup) =>
  api<TrackLookupResponse>('/api/track/lookup', { method: 'POST', body: input }).then((r) => r.trackingCode);

/** Order number or tracking code plus the e-mail or phone used → the tracking code; errors show inline. */
export function useLookupOrder() {
  return useMutation({ mutationFn: lookupOrder, meta: { silent: true }, retry: false });
}
