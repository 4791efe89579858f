import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminProductListQuery, ProductSort } from '#domain/admin/products.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { likeContains } from '#server/db/like.ts';
import {
  labResults,
  merchants,
  productImages,
  products,
  productVariants,
} from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { mediaUrl, publicUrlOf, thumbUrlOf } from '#server/modules/media/media-urls.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { potencyColumns } from './product-columns.ts';

// The admin's product screens read products with their shop, variants' totals, images (media library) and orders.

const ORDER: Record<ProductSort, SQL> = {
  name: sql`lower(p.name)`,
  updated: sql`p.updated_at`,
  price: sql`coalesce(v.min_price, 0)`,
  stock: sql`coalesce(v.stock_total, 0)`,
};

interface ListRow extends Record<string, unknown> {
  id: string;
  name: string;
  slug: string;
  category: string;
  status: string;
  image_url: string;
  image_alt: string;
  shop_id: string;
  shop_name: string;
  producer_name: string | null;
  variants_count: number;
  min_price: number | null;
  max_price: number | null;
  stock_total: number;
  low_stock: boolean;
  updated_at: string | Date;
  total: number;
}

/**
 * One page of the products table, with the matching total. Offset pages over the indexed filters
 * (products_status_updated_idx, products_merchant_idx, products_category_idx); variant totals are grouped per page's
 * candidates only through product_variants' product key.
 */
export async function productPage(
  db: DbOrTx,
  q: AdminProductListQuery,
  offset: number,
  limit: number,
  ids: readonly string[] | null = null,
) {
  const where: SQL[] = [sql`true`];
  if (ids)
    where.push(
      sql`p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (q.status) where.push(sql`p.status = ${q.status}`);
  if (q.category) where.push(sql`p.category = ${q.category}`);
  if (q.shopId) where.push(sql`p.merchant_id = ${q.shopId}`);
  if (q.lowStock) {
    where.push(
      sql`exists (select 1 from product_variants lv where lv.product_id = p.id and lv.stock <= lv.low_stock_threshold)`,
    );
  }
  if (q.q) {
    const like = likeContains(q.q.toLowerCase());
    where.push(
      sql`(lower(p.name) like ${like} or exists (select 1 from product_variants sv where sv.product_id = p.id and lower(sv.sku) like ${like}))`,
    );
  }
  const sort = q.sort ?? 'updated';
  const dir = (q.dir ?? (q.sort ? 'asc' : 'desc')) === 'desc' ? sql`desc` : sql`asc`;
  const result = await db.execute<ListRow>(sql`
    with page as (
      select p.id, count(*) over () as total
      from products p
      left join lateral (
        select min(pv.price_cents) as min_price, sum(pv.stock) as stock_total
        from product_variants pv where pv.product_id = p.id
      ) v on ${sql.raw(sort === 'price' || sort === 'stock' ? 'true' : 'false')}
      where ${sql.join(where, sql` and `)}
      order by ${ORDER[sort]} ${dir}, p.id ${dir}
      limit ${limit} offset ${offset}
    )
    select p.id, p.name, p.slug, p.category, p.status, p.image_url, p.image_alt, p.merchant_id as shop_id,
      m.name as shop_name, p.producer_name, p.updated_at, page.total::int as total,
      coalesce(v.variants_count, 0)::int as variants_count, v.min_price, v.max_price,
      coalesce(v.stock_total, 0)::int as stock_total, coalesce(v.low_stock, false) as low_stock
    from page
    join products p on p.id = page.id
    join merchants m on m.id = p.merchant_id
    left join lateral (
      select count(*) as variants_count, min(pv.price_cents)::int as min_price, max(pv.price_cents)::int as max_price,
        sum(pv.stock) as stock_total, bool_or(pv.stock <= pv.low_stock_threshold) as low_stock
      from product_variants pv where pv.product_id = p.id
    ) v on true
    order by ${ORDER[sort]} ${dir}, p.id ${dir}
  `);
  return (result as unknown as { rows: ListRow[] }).rows;
}

/** One product with its shop's name (lock: in a write's transaction). */
export async function productRow(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      id: products.id,
      slug: products.slug,
      status: products.status,
      templateId: products.templateId,
      updatedAt: products.updatedAt,
      name: products.name,
      category: products.category,
      shopId: products.merchantId,
      shopName: merchants.name,
      producerName: products.producerName,
      producerLicense: products.producerLicense,
      strainType: products.strainType,
      description: products.description,
      limitCategory: products.limitCategory,
      ...potencyColumns,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(eq(products.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: products }) : query);
  return row ?? null;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof productRow>>>;

/** The product's variants in menu order, each with whether any order holds it. */
export function variantRows(db: DbOrTx, productId: string) {
  return db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      netGrams: productVariants.netGrams,
      priceCents: productVariants.priceCents,
      stock: productVariants.stock,
      sku: productVariants.sku,
      lowStockThreshold: productVariants.lowStockThreshold,
      labResultId: productVariants.labResultId,
      hasOrders: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.variantId} = ${productVariants.id})`,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.priceCents));
}

export function labRows(db: DbOrTx, productId: string) {
  return db
    .select({
      id: labResults.id,
      batchNumber: labResults.batchNumber,
      labName: labResults.labName,
      testedAt: labResults.testedAt,
      expiresAt: labResults.expiresAt,
      pesticidesPass: labResults.pesticidesPass,
      heavyMetalsPass: labResults.heavyMetalsPass,
      microbialsPass: labResults.microbialsPass,
      residualSolventsPass: labResults.residualSolventsPass,
    })
    .from(labResults)
    .where(eq(labResults.productId, productId))
    .orderBy(sql`${labResults.testedAt} desc`);
}

export async function imageRows(db: DbOrTx, productId: string) {
  const rows = await db
    .select({
      mediaId: productImages.mediaId,
      alt: productImages.alt,
      kind: mediaAssets.kind,
      storageKey: mediaAssets.storageKey,
      renditions: mediaAssets.renditions,
    })
    .from(productImages)
    .innerJoin(mediaAssets, eq(mediaAssets.id, productImages.mediaId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  return rows.map((r) => ({
    mediaId: r.mediaId,
    alt: r.alt,
    url: publicUrlOf(r),
    thumbUrl: thumbUrlOf(r) ?? publicUrlOf(r),
  }));
}

/** The library images among these ids, with the URL the storefront shows. */
export async function libraryImages(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: mediaAssets.id, storageKey: mediaAssets.storageKey })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, [...ids]), eq(mediaAssets.kind, 'image')));
  return new Map(rows.map((r) => [r.id, mediaUrl(r.storageKey)]));
}

export async function activeShopExists(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, shopId), eq(merchants.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/** Which of these SKUs a variant outside this product holds. */
export async function takenSkus(db: DbOrTx, productId: string, skus: readonly string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, [...skus]), ne(productVariants.productId, productId)));
  return new Set(rows.map((r) => r.sku));
}
