import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LabListQuery, LabProductOption } from '#domain/catalog/lab-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, productVariants, products } from '#server/db/schema/catalog.ts';
import { mediaAssets } from '#server/db/schema/media.ts';
import { afterKey, decodeCursor, MS_INSTANT, pageOf, UUID } from '#server/db/keyset.ts';
import { likeContains } from '#server/db/like.ts';

const failed = sql`not (${labResults.pesticidesPass} and ${labResults.heavyMetalsPass} and ${labResults.microbialsPass} and ${labResults.residualSolventsPass})`;

/** The status filter in SQL, the same rule as `labStatus` (domain/catalog/admin-rules.ts). */
function statusIs(status: 'valid' | 'expired' | 'failed', today: string): SQL {
  if (status === 'failed') return failed;
  const expired = sql`(${labResults.expiresAt} is not null and ${labResults.expiresAt} < ${today}::date)`;
  return status === 'expired' ? sql`(not ${failed} and ${expired})` : sql`(not ${failed} and not ${expired})`;
}

const LAB_SELECT = {
  id: labResults.id,
  productId: labResults.productId,
  productName: products.name,
  labName: labResults.labName,
  labLicense: labResults.labLicense,
  accreditation: labResults.accreditation,
  batchNumber: labResults.batchNumber,
  testedAt: labResults.testedAt,
  expiresAt: labResults.expiresAt,
  thcPercentage: labResults.thcPercentage,
  thcaPercentage: labResults.thcaPercentage,
  cbdPercentage: labResults.cbdPercentage,
  thcMgPerPackage: labResults.thcMgPerPackage,
  cannabinoids: labResults.cannabinoids,
  pesticidesPass: labResults.pesticidesPass,
  heavyMetalsPass: labResults.heavyMetalsPass,
  microbialsPass: labResults.microbialsPass,
  residualSolventsPass: labResults.residualSolventsPass,
  certificateMediaId: labResults.certificateMediaId,
  certificateKey: mediaAssets.storageKey,
  createdAt: labResults.createdAt,
  variantIds: sql<string[]>`coalesce((select array_agg(v.id::text order by v.sort_order, v.label)
    from ${productVariants} v where v.lab_result_id = ${labResults.id}), '{}')`,
};
export type LabListRow = Awaited<ReturnType<typeof labRows>>[number];

function labRows(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(LAB_SELECT)
    .from(labResults)
    .innerJoin(products, eq(products.id, labResults.productId))
    .leftJoin(mediaAssets, eq(mediaAssets.id, labResults.certificateMediaId))
    .where(where)
    .orderBy(desc(labResults.createdAt), desc(labResults.id))
    .limit(limit);
}

/** Lab results newest first, a page at a time (keyset on created_at, id). */
export async function listLabs(db: DbOrTx, query: LabListQuery, today: string) {
  const where: (SQL | undefined)[] = [];
  if (query.productId) where.push(eq(labResults.productId, query.productId));
  if (query.status) where.push(statusIs(query.status, today));
  if (query.q) {
    const p = likeContains(query.q);
    where.push(or(ilike(labResults.batchNumber, p), ilike(labResults.labName, p), ilike(products.name, p)));
  }
  const after = query.cursor ? decodeCursor(query.cursor, [MS_INSTANT, UUID]) : null;
  if (after) where.push(afterKey([labResults.createdAt, labResults.id], after, 'desc'));
  const rows = await labRows(db, and(...where), query.limit + 1);
  return pageOf(rows, query.limit, (last) => [last.createdAt.toISOString(), last.id]);
}

export async function labById(db: DbOrTx, id: string) {
  const [row] = await labRows(db, eq(labResults.id, id), 1);
  return row ?? null;
}

/** A certificate candidate: the media row's kind, or null when there is none. */
export async function mediaKind(db: DbOrTx, id: string) {
  const [row] = await db.select({ kind: mediaAssets.kind }).from(mediaAssets).where(eq(mediaAssets.id, id));
  return row?.kind ?? null;
}

/** Products by name (or one by id) with their variants and each variant's batch. */
export async function productOptions(db: DbOrTx, q: string | undefined, id: string | undefined) {
  const found = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(id ? eq(products.id, id) : q ? ilike(products.name, likeContains(q)) : undefined)
    .orderBy(asc(products.name))
    .limit(20);
  if (found.length === 0) return [];
  const variants = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      label: productVariants.label,
      sku: productVariants.sku,
      labResultId: productVariants.labResultId,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        found.map((p) => p.id),
      ),
    )
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.label));
  return found.map((p): LabProductOption => ({
    ...p,
    variants: variants
      .filter((v) => v.productId === p.id)
      .map(({ id: vid, label, sku, labResultId }) => ({ id: vid, label, sku, labResultId })),
  }));
}
