import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MerchantProductsResponse,
  StockReason,
  VariantResponse,
} from '#domain/merchant/shop-contracts.ts';
import { api } from '#web/lib/api-client.ts';
import { MERCHANT_PRODUCTS_KEY } from './get-merchant-products.ts';

export type VariantAction =
  | { kind: 'stock'; stock: number; reason: StockReason; note?: string }
  | { kind: 'sold-out' }
  | { kind: 'back-in-stock'; stock: number }
  | { kind: 'price'; priceCents: number };

function send(variantId: string, action: VariantAction) {
  const base = `/api/merchant/variants/${encodeURIComponent(variantId)}`;
  switch (action.kind) {
    case 'stock':
      return api<VariantResponse>(`${base}/stock`, {
        method: 'POST',
        body: { stock: action.stock, reason: action.reason, ...(action.note ? { note: action.note } : {}) },
      });
    case 'sold-out':
      return api<VariantResponse>(`${base}/sold-out`, { method: 'POST', body: {} });
    case 'back-in-stock':
      return api<VariantResponse>(`${base}/back-in-stock`, { method: 'POST', body: { stock: action.stock } });
    case 'price':
      return api<VariantResponse>(`${base}/price`, {
        method: 'PATCH',
        body: { priceCents: action.priceCents },
      });
  }
}

/** One change to a variant: the list takes the answer at once; a refusal refetches (another device moved it). */
export function useVariantAction(variantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VariantAction) => send(variantId, action),
    onSuccess: ({ productId, variant }) =>
      queryClient.setQueryData<MerchantProductsResponse>(
        MERCHANT_PRODUCTS_KEY,
        (old) =>
          old && {
            ...old,
            products: old.products.map((p) =>
              p.id === productId
                ? { ...p, variants: p.variants.map((v) => (v.id === variant.id ? variant : v)) }
                : p,
            ),
          },
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: MERCHANT_PRODUCTS_KEY }),
  });
}
