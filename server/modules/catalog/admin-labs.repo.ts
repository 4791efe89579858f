import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LabResultPatch } from '#domain/catalog/lab-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { labResults, productVariants, products } from '#server/db/schema/catalog.ts';

type LabRow = typeof labResults.$inferInsert;

/** The lab fields as columns (undefined fields left out). */
export function labColumns(input: LabResultPatch): Partial<LabRow> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export async function productExists(tx: DbOrTx, productId: string) {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return Boolean(row);
}

/** A batch number already used by this product (another lab result than `except`). */
export async function batchTaken(tx: DbOrTx, productId: string, batchNumber: string, except?: string) {
  const [row] = await tx
    .select({ id: labResults.id })
    .from(labResults)
    .where(
      and(
        eq(labResults.productId, productId),
        eq(labResults.batchNumber, batchNumber),
        except ? sql`${labResults.id} <> ${except}` : undefined,
      ),
    );
  return Boolean(row);
}

export async function insertLab(tx: DbOrTx, row: LabRow) {
  const [created] = await tx.insert(labResults).values(row).returning({ id: labResults.id });
  return created!.id;
}

export async function lockLab(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(labResults).where(eq(labResults.id, id)).for('update');
  return row ?? null;
}

export async function updateLab(tx: DbOrTx, id: string, columns: Partial<LabRow>) {
  await tx
    .update(labResults)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(labResults.id, id));
}

export async function deleteLab(tx: DbOrTx, id: string) {
  await tx.delete(labResults).where(eq(labResults.id, id));
}

export async function linkedVariantIds(tx: DbOrTx, labId: string) {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.labResultId, labId));
  return rows.map((r) => r.id);
}

/** How many of `variantIds` are variants of the product. */
export async function variantsOfProduct(tx: DbOrTx, productId: string, variantIds: readonly string[]) {
  if (variantIds.length === 0) return 0;
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, [...variantIds])));
  return rows.length;
}

/** Exactly `variantIds` point at the batch afterwards: others linked to it are unlinked. */
export async function setLabVariants(tx: DbOrTx, labId: string, variantIds: readonly string[]) {
  await tx
    .update(productVariants)
    .set({ labResultId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(productVariants.labResultId, labId),
        variantIds.length ? notInArray(productVariants.id, [...variantIds]) : undefined,
      ),
    );
  if (variantIds.length === 0) return;
  await tx
    .update(productVariants)
    .set({ labResultId: labId, updatedAt: sql`now()` })
    .where(inArray(productVariants.id, [...variantIds]));
}
