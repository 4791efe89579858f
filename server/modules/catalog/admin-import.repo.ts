import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { inventoryMovements, merchants, products, productVariants } from '#server/db/schema/catalog.ts';

// The CSV import's reads and batch writes: multi-row inserts in chunks, never a round trip per row.

const CHUNK = 1000;

async function inChunks<T, R>(items: T[], size: number, write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await write(items.slice(i, i + size))));
  return out;
}

/** Every shop by slug and by licence number (lower-case), for the file's `shop` column. */
export async function shopsByName(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: merchants.id, slug: merchants.slug, license: merchants.licenseNumber })
    .from(merchants);
  const map = new Map<string, string>();
  for (const r of rows) {
    map.set(r.slug, r.id);
    map.set(r.license, r.id);
    map.set(r.license.toLowerCase(), r.id);
  }
  return map;
}

export async function existingSlugs(db: DbOrTx, slugs: string[]): Promise<Set<string>> {
  const found = await inChunks(slugs, 5000, (chunk) =>
    db.select({ slug: products.slug }).from(products).where(inArray(products.slug, chunk)),
  );
  return new Set(found.map((r) => r.slug));
}

export async function existingSkus(db: DbOrTx, skus: string[]): Promise<Set<string>> {
  const found = await inChunks(skus, 5000, (chunk) =>
    db.select({ sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.sku, chunk)),
  );
  return new Set(found.map((r) => r.sku ?? ''));
}

export type NewProduct = typeof products.$inferInsert;
export type NewVariant = typeof productVariants.$inferInsert;
export type NewMovement = typeof inventoryMovements.$inferInsert;

export function insertProducts(tx: DbOrTx, rows: NewProduct[]) {
  return inChunks(rows, CHUNK, (chunk) =>
    tx.insert(products).values(chunk).returning({ id: products.id, slug: products.slug }),
  );
}

export function insertVariants(tx: DbOrTx, rows: NewVariant[]) {
  return inChunks(rows, CHUNK, (chunk) =>
    tx.insert(productVariants).values(chunk).returning({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
    }),
  );
}

export async function insertMovements(tx: DbOrTx, rows: NewMovement[]) {
  await inChunks(rows, CHUNK * 2, async (chunk) => {
    await tx.insert(inventoryMovements).values(chunk);
    return [];
  });
}

/** A shop the template's example rows can name (the first by name). */
export async function firstShopSlug(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ slug: merchants.slug }).from(merchants).orderBy(merchants.name).limit(1);
  return row?.slug ?? 'your-shop-slug';
}
