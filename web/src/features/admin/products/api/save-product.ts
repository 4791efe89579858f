import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductResponse, ProductCreate } from '#domain/admin/products.ts';
import type { ProductStatus } from '#domain/catalog/admin-rules.ts';
import { api } from '#web/lib/api-client.ts';
import { adminProductKey } from './get-admin-product.ts';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products.ts';

export type ProductStep = 'basics' | 'variants' | 'compliance' | 'images';

/** One write of the form: `POST /api/admin/products` (a new draft), a step's `PUT`, or `POST …/status`. */
export type ProductWrite =
  | { kind: 'create'; body: ProductCreate }
  | { kind: 'step'; id: string; step: ProductStep; body: unknown }
  | { kind: 'status'; id: string; status: ProductStatus };

export async function writeProduct(write: ProductWrite): Promise<AdminProduct> {
  const answer =
    write.kind === 'create'
      ? await api<AdminProductResponse>('/api/admin/products', { method: 'POST', body: write.body })
      : write.kind === 'step'
        ? await api<AdminProductResponse>(`/api/admin/products/${write.id}/${write.step}`, {
            method: 'PUT',
            body: write.body,
          })
        : await api<AdminProductResponse>(`/api/admin/products/${write.id}/status`, {
            method: 'POST',
            body: { status: write.status },
          });
  return answer.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKey(product.id), product);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    },
  });
}
