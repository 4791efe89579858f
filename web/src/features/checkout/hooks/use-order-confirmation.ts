import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderView, TrackingView } from '#domain/orders/order.ts';
import { trackingQuery } from '#web/api/orders/track.ts';
import { readConfirmation } from '../utils/confirmation-storage.ts';

export type OrderConfirmationState =
  | { kind: 'placed'; order: OrderView }
  | { kind: 'tracked'; order: TrackingView }
  | { kind: 'loading' }
  | { kind: 'missing' };

/** The order this tab placed (every price line), else what its tracking code shows (a reload in a new tab). */
export function useOrderConfirmation(code: string): OrderConfirmationState {
  const stored = useMemo(() => (code ? readConfirmation(code) : null), [code]);
  const tracked = useQuery({
    ...trackingQuery(code),
    select: (r) => r.order,
    enabled: stored === null && code.length > 0,
  });
  if (stored) return { kind: 'placed', order: stored };
  if (!code) return { kind: 'missing' };
  if (tracked.data) return { kind: 'tracked', order: tracked.data };
  return tracked.isPending ? { kind: 'loading' } : { kind: 'missing' };
}
