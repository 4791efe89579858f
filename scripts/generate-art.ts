import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOG_POSTS, PRODUCTS } from '#server/seed/catalog-data.ts';
import { BLOG_ART, fallbackCover } from './art/blog-covers.ts';
import { STRAIN_TONES } from './art/palette.ts';
import { PRODUCT_ART } from './art/product-art.ts';
import { seeded } from './art/rng.ts';

/** Writes the seeded catalog's product art and blog covers: deterministic SVGs, one per slug. */
const root = fileURLToPath(new URL('..', import.meta.url));
const productDir = join(root, 'web/public/media/products');
const blogDir = join(root, 'web/public/media/blog');
mkdirSync(productDir, { recursive: true });
mkdirSync(blogDir, { recursive: true });

let largest = 0;
const write = (path: string, content: string) => {
  largest = Math.max(largest, Buffer.byteLength(content));
  writeFileSync(path, content);
};

for (const product of PRODUCTS) {
  const art = PRODUCT_ART[product.category](seeded(product.slug), STRAIN_TONES[product.strainType]);
  write(join(productDir, `${product.slug}.svg`), art);
}
for (const post of BLOG_POSTS) {
  const rng = seeded(post.slug);
  write(join(blogDir, `${post.slug}.svg`), (BLOG_ART[post.slug] ?? fallbackCover)(rng));
}
console.log(
  `Wrote ${PRODUCTS.length} product and ${BLOG_POSTS.length} blog SVGs (largest ${(largest / 1024).toFixed(1)} KB).`,
);
