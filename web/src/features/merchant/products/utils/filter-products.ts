import type { Category } from '#domain/catalog.ts';
import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';

export interface ProductFilter {
  q: string;
  category: Category | '';
}

/** The shop's products whose name, or one of whose variant labels, holds the text, in the chosen category. */
export function filterProducts(products: readonly MerchantProduct[], { q, category }: ProductFilter) {
  const text = q.trim().toLowerCase();
  return products.filter(
    (p) =>
      (!category || p.category === category) &&
      (!text ||
        p.name.toLowerCase().includes(text) ||
        p.variants.some((v) => v.label.toLowerCase() === text)),
  );
}

/** How many of the shop's variants are sold out and how many are low. */
export function stockCounts(products: readonly MerchantProduct[]) {
  const variants = products.flatMap((p) => p.variants);
  return {
    variants: variants.length,
    soldOut: variants.filter((v) => v.soldOut).length,
    low: variants.filter((v) => v.lowStock).length,
  };
}
