import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductBulk, ProductBulkResult } from '#domain/admin/products.ts';
import { api } from '#web/lib/api-client.ts';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products.ts';

/** `POST /api/admin/products/bulk`: activate, archive or move the selection; refusals come back per product. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBulk) =>
      api<ProductBulkResult>('/api/admin/products/bulk', { method: 'POST', body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** The export's address: the selection when there is one, else the table's filters. */
export function exportHref(ids: readonly string[], filterQuery: string) {
  return ids.length
    ? `/api/admin/products/export.csv?ids=${ids.join(',')}`
    : `/api/admin/products/export.csv?${filterQuery}`;
}
