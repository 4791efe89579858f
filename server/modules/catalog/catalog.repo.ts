import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, merchants, productVariants, products } from '#server/db/schema/catalog.ts';
import { potencyColumns, saleVariantColumns } from './product-columns.ts';

export async function selectActiveProducts(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      category: products.category,
      strainType: products.strainType,
      limitCategory: products.limitCategory,
      ...potencyColumns,
      imageUrl: products.imageUrl,
      imageAlt: products.imageAlt,
      featured: products.featured,
      listedAt: products.createdAt,
      sortOrder: products.sortOrder,
      shopId: merchants.id,
      shopSlug: merchants.slug,
      shopName: merchants.name,
      shopLicense: merchants.licenseNumber,
      shopBorough: merchants.borough,
      shopClosedUntil: merchants.closedUntil,
      producerName: products.producerName,
      producerLicense: products.producerLicense,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(eq(products.isActive, true))
    .orderBy(asc(products.sortOrder), asc(products.name));
}

export async function selectVariants(db: DbOrTx) {
  return db
    .select({
      productId: productVariants.productId,
      ...saleVariantColumns,
    })
    .from(productVariants)
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.priceCents));
}

export async function selectLabResults(db: DbOrTx) {
  return (
    db
      .select({
        id: labResults.id,
        productId: labResults.productId,
        labName: labResults.labName,
        batchNumber: labResults.batchNumber,
        testedAt: labResults.testedAt,
        thcPercentage: labResults.thcPercentage,
        thcaPercentage: labResults.thcaPercentage,
        cbdPercentage: labResults.cbdPercentage,
        thcMgPerPackage: labResults.thcMgPerPackage,
        pesticidesPass: labResults.pesticidesPass,
        heavyMetalsPass: labResults.heavyMetalsPass,
        microbialsPass: labResults.microbialsPass,
        residualSolventsPass: labResults.residualSolventsPass,
        expiresAt: labResults.expiresAt,
      })
      .from(labResults)
      // The batch on the shelf (a variant points at it) first, then the newest test.
      .orderBy(
        asc(labResults.productId),
        sql`exists (select 1 from ${productVariants} v where v.lab_result_id = ${sql.raw('"lab_results"."id"')}) desc`,
        sql`${labResults.testedAt} desc`,
      )
  );
}

export async function variantStock(db: DbOrTx, productId: string, label: string) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.label, label),
        eq(products.isActive, true),
      ),
    )
    .limit(1);
  return row ? row.stock : null;
}
