import type { DbOrTx } from '#server/db/client.ts';
import {
  inventoryMovements,
  labResults,
  merchants,
  products,
  productVariants,
} from '#server/db/schema/catalog.ts';
import { blogPosts } from '#server/db/schema/content.ts';
import { BLOG_POSTS, PRODUCTS, SHOPS } from './catalog-data.ts';

/** Inserts the demo shops, products, variants, lab results and blog posts. Call only on an empty catalog. */
export async function seedCatalog(db: DbOrTx): Promise<{ shops: number; products: number; posts: number }> {
  const shopRows = await db
    .insert(merchants)
    .values(SHOPS)
    .returning({ id: merchants.id, slug: merchants.slug });
  const merchantIdBySlug = new Map(shopRows.map((row) => [row.slug, row.id]));
  const shopBySlug = new Map(SHOPS.map((shop) => [shop.slug, shop]));

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
          status: 'active' as const,
          // The demo shops produce what they sell.
          producerName: shopBySlug.get(product.shopSlug)!.name,
          producerLicense: shopBySlug.get(product.shopSlug)!.licenseNumber,
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

  const labRows = await db
    .insert(labResults)
    .values(PRODUCTS.map((product) => ({ ...product.labResult, productId: productId(product.slug) })))
    .returning({ id: labResults.id, productId: labResults.productId });
  const labByProduct = new Map(labRows.map((row) => [row.productId, row.id]));

  const variantRows = await db
    .insert(productVariants)
    .values(
      PRODUCTS.flatMap((product) =>
        product.variants.map((variant, index) => ({
          ...variant,
          productId: productId(product.slug),
          labResultId: labByProduct.get(productId(product.slug)) ?? null,
          sortOrder: index,
        })),
      ),
    )
    .returning({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
    });
  const merchantOf = new Map(
    PRODUCTS.map((product) => [productId(product.slug), merchantIdBySlug.get(product.shopSlug)!]),
  );
  // Every shelf opens in the stock ledger, so any variant's stock can be rebuilt from it.
  await db.insert(inventoryMovements).values(
    variantRows.map((v) => ({
      variantId: v.id,
      merchantId: merchantOf.get(v.productId)!,
      before: 0,
      after: v.stock,
      reason: 'received' as const,
      note: 'Opening stock',
      actorRole: 'system',
    })),
  );

  await db
    .insert(blogPosts)
    .values(BLOG_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })));

  return { shops: shopRows.length, products: productRows.length, posts: BLOG_POSTS.length };
}
