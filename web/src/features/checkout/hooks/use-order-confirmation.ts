import { useMemo } from 'react';
import type { OrderView, TrackingView } from '#domain/orders/order.ts';
import { useTrackedOrder } from '../api/get-tracked-order.ts';
import { readConfirmation } from '../utils/confirmation-storage.ts';

export type OrderConfirmationState =
  | { kind: 'placed'; order: OrderView }
  | { kind: 'tracked'; order: TrackingView }
  | { kind: 'loading' }
  | { kind: 'missing' };

/** The order this tab placed (every price line), else what its tracking code shows (a reload in a new tab). */
export function useOrderConfirmation(code: string): OrderConfirmationState {
  const stored = useMemo(() => (code ? readConfirmation(code) : null), [code]);
  const tracked = useTrackedOrder(code, stored === null);
  if (stored) return { kind: 'placed', order: stored };
  if (!code) return { kind: 'missing' };
  if (tracked.data) return { kind: 'tracked', order: tracked.data };
  return tracked.isPending ? { kind: 'loading' } : { kind: 'missing' };
}
