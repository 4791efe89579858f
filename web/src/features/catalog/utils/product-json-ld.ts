import type { Product } from '#domain/catalog.ts';
import { lowestPrice } from './price-label.ts';

/** schema.org Product for search engines; prices leave the API in cents and go out in dollars. */
export function productJsonLd(product: Product, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: new URL(product.imageUrl, origin).toString(),
    description: product.description,
    sku: product.slug,
    category: product.category,
    brand: { '@type': 'Brand', name: product.shop.name },
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.id}`,
      priceCurrency: 'USD',
      price: (lowestPrice(product) / 100).toFixed(2),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.shop.name },
    },
  };
}
