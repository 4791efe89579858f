import type { DbOrTx } from '#server/db/client.ts';
import { labResults, merchants, products, productVariants } from '#server/db/schema/catalog.ts';
import { blogPosts } from '#server/db/schema/content.ts';
import { BLOG_POSTS, PRODUCTS, SHOPS } from './catalog-data.ts';

/** Inserts the demo shops, products, variants, lab results and blog posts. Call only on an empty catalog. */
export async function seedCatalog(db: DbOrTx): Promise<{ shops: number; products: number; posts: number }> {
  const shopRows = await db
    .insert(merchants)
    .values(SHOPS)
    .returning({ id: merchants.id, slug: merchants.slug });
  const merchantIdBySlug = new Map(shopRows.map((row) => [row.slug, row.id]));

  const productRows = await db
    .insert(products)
    .values(
      PRODUCTS.map((product) => {
        const merchantId = merchantIdBySlug.get(product.shopSlug);
        if (!merchantId)
          throw new Error(`Product ${product.slug} references unknown shop ${product.shopSlug}`);
        return {
          slug: product.slug,
          merchantId,
          name: product.name,
          description: product.description,
          category: product.category,
          strainType: product.strainType,
          limitCategory: product.limitCategory,
          thcPercentage: product.thcPercentage,
          thcaPercentage: product.thcaPercentage,
          cbdPercentage: product.cbdPercentage,
          thcMgPerServing: product.thcMgPerServing,
          thcMgPerPackage: product.thcMgPerPackage,
          imageUrl: product.imageUrl,
          imageAlt: product.imageAlt,
          featured: product.featured,
          sortOrder: product.sortOrder,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  const productIdBySlug = new Map(productRows.map((row) => [row.slug, row.id]));
  const productId = (slug: string) => {
    const id = productIdBySlug.get(slug);
    if (!id) throw new Error(`Product ${slug} was not inserted`);
    return id;
  };

  await db.insert(productVariants).values(
    PRODUCTS.flatMap((product) =>
      product.variants.map((variant, index) => ({
        ...variant,
        productId: productId(product.slug),
        sortOrder: index,
      })),
    ),
  );

  await db
    .insert(labResults)
    .values(PRODUCTS.map((product) => ({ ...product.labResult, productId: productId(product.slug) })));

  await db
    .insert(blogPosts)
    .values(BLOG_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })));

  return { shops: shopRows.length, products: productRows.length, posts: BLOG_POSTS.length };
}
