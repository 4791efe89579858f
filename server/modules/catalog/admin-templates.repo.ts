import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products, productTemplates } from '#server/db/schema/catalog.ts';

// Product templates (owned by the catalog): category defaults a new product's form starts from.

const columns = {
  id: productTemplates.id,
  name: productTemplates.name,
  category: productTemplates.category,
  defaults: productTemplates.defaults,
  updatedAt: productTemplates.updatedAt,
  productsCount: sql<number>`(select count(*)::int from ${products} where ${products.templateId} = ${productTemplates.id})`,
};

export function templateRows(db: DbOrTx) {
  return db
    .select(columns)
    .from(productTemplates)
    .orderBy(asc(productTemplates.category), asc(productTemplates.name));
}

export async function templateRow(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(productTemplates).where(eq(productTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function templateNamed(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ id: productTemplates.id })
    .from(productTemplates)
    .where(sql`lower(${productTemplates.name}) = lower(${name})`)
    .limit(1);
  return row?.id ?? null;
}

export async function insertTemplate(db: DbOrTx, values: typeof productTemplates.$inferInsert) {
  const [row] = await db.insert(productTemplates).values(values).returning({ id: productTemplates.id });
  return row!.id;
}

export async function updateTemplate(
  db: DbOrTx,
  id: string,
  set: Partial<typeof productTemplates.$inferInsert>,
) {
  await db
    .update(productTemplates)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(productTemplates.id, id));
}

/** Removes the template; products started from it keep their data and forget it. */
export async function deleteTemplate(db: DbOrTx, id: string) {
  await db.update(products).set({ templateId: null }).where(eq(products.templateId, id));
  await db.delete(productTemplates).where(eq(productTemplates.id, id));
}
