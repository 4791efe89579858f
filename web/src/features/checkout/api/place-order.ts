import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { Checkout } from '#domain/checkout.schemas.ts';
import type { PlaceOrderResult } from '#domain/checkout/checkout-response.ts';
import { api } from '#web/lib/api-client.ts';
import { deviceHeaders } from '#web/lib/device.ts';

export interface PlaceOrderInput {
  body: Checkout;
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderInput) =>
  api<PlaceOrderResult>('/api/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey, ...deviceHeaders() },
  });

/** A retry (network or server fault) sends the same key, so it can only replay, never order twice. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, meta: { silent: true } });
}

/** What a placed order changes: the (now empty) cart, the customer's orders, a saved address, the quote. */
export function refreshAfterOrder(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['checkout-quote'] });
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: ['account'] });
}
