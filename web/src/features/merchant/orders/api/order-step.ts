import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantOrderDetail, ShopAction } from '#domain/merchant/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { MERCHANT_ORDERS_KEY } from './get-merchant-board.ts';
import { merchantOrderKey } from './get-merchant-order.ts';

export interface StepInput {
  id: string;
  /** A forward step, or `reject` with the reason the customer reads. */
  action: ShopAction | 'reject';
  reason?: string;
}

/**
 * `POST /api/merchant/orders/:id/{accept,start-preparing,ready,reject}`: the answer replaces the order's detail; the
 * board refetches either way (on a refusal the order likely changed meanwhile).
 */
export function useOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: StepInput) =>
      api<MerchantOrderDetail>(`/api/merchant/orders/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: action === 'reject' ? { reason } : {},
      }),
    onSuccess: (detail, { id }) => queryClient.setQueryData(merchantOrderKey(id), detail),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MERCHANT_ORDERS_KEY }),
  });
}
