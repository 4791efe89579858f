import { eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';

// Partner shops' own rows: created when a partner application is approved, their terms changed by an admin.

export type NewShop = typeof merchants.$inferInsert;

export async function licenseHolder(db: DbOrTx, licenseNumber: string) {
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(sql`upper(${merchants.licenseNumber})`, licenseNumber.toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The slugs already taken by `base` or `base-<n>`. */
export async function slugsLike(db: DbOrTx, base: string) {
  const rows = await db
    .select({ slug: merchants.slug })
    .from(merchants)
    .where(or(eq(merchants.slug, base), like(merchants.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertShop(db: DbOrTx, shop: NewShop) {
  const [row] = await db
    .insert(merchants)
    .values(shop)
    .returning({ id: merchants.id, slug: merchants.slug, name: merchants.name });
  return row!;
}

export async function lockShopTerms(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ pricesEditable: merchants.pricesEditable, commissionBps: merchants.commissionBps })
    .from(merchants)
    .where(eq(merchants.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateShopTerms(
  db: DbOrTx,
  id: string,
  terms: { pricesEditable: boolean; commissionBps: number },
) {
  await db
    .update(merchants)
    .set({ ...terms, updatedAt: sql`now()` })
    .where(eq(merchants.id, id));
}
