import type { CartResponse } from '#domain/cart/cart-response.ts';
import type { ProductListResponse } from '#domain/catalog/product-response.ts';
import { api } from '#web/lib/api-client.ts';

/** Today's catalog entries for a past order's products; products no longer sold are simply absent. */
export const getProductsForReorder = (ids: readonly string[]) =>
  api<ProductListResponse>(`/api/products?ids=${ids.map(encodeURIComponent).join(',')}`).then(
    (r) => r.products,
  );

/** Adds one line to the signed-in customer's server cart. */
export const addToServerCart = (line: { productId: string; selectedWeight: string; quantity: number }) =>
  api<CartResponse>('/api/cart/items', { method: 'POST', body: line });
