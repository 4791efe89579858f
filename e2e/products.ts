import type { APIRequestContext } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import type { DevProductCopyResponse } from '#domain/catalog/dev-schemas.ts';
import { STORE, devToken } from './dev-tools.ts';
import { expect } from './fixtures.ts';

/** A test's own copy is named "Test Batch …" with a `test-batch-` slug; it is never copied again. */
const isCopy = (p: Product) => p.slug.startsWith('test-batch-');

/**
 * The demo merchant's shop, which the merchant journeys close, reopen and restock: other journeys buy elsewhere, so
 * a closure there never takes ASAP away from their checkout.
 */
export const MERCHANT_SHOP = 'Larkspur & Lime';

/**
 * The test's own product: a copy of the first active demo product that `like` accepts (same shop, category, prices,
 * compliance and images), with every variant at `stock` units. Nothing another test does can sell it out or change
 * it, and nothing this test does can reach another's.
 */
export async function ownProduct(
  request: APIRequestContext,
  {
    stock = 10,
    like = () => true,
    category,
    merchantShop = false,
  }: {
    stock?: number;
    like?: (p: Product) => boolean;
    category?: string;
    /** Copy a product of the demo merchant's own shop (merchant journeys); by default one of another shop. */
    merchantShop?: boolean;
  } = {},
): Promise<Product> {
  const list = await request.get(category ? `/api/products?category=${category}` : '/api/products');
  const { products } = (await list.json()) as { products: Product[] };
  const source = products.find(
    (p) => !isCopy(p) && (p.shop.name === MERCHANT_SHOP) === merchantShop && like(p),
  );
  if (!source) throw new Error('no demo product to copy matches');
  const copied = await request.post(`/api/dev/products/${source.id}/copy`, {
    headers: { 'x-dev-token': devToken(), origin: STORE },
    data: { stock },
  });
  expect(copied.status(), await copied.text()).toBe(201);
  const { product } = (await copied.json()) as DevProductCopyResponse;
  const read = await request.get(`/api/products/${product.id}`);
  expect(read.status()).toBe(200);
  return ((await read.json()) as { product: Product }).product;
}
