import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { merchants, products } from '#server/db/schema/catalog.ts';
import { SHOPS } from './catalog-data.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedGiveaways } from './seed-giveaways.ts';
import { seedTemplates } from './seed-templates.ts';

/** Seeds the demo catalog and accounts when the database has no products; safe with several processes. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [existing] = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing) return false;
    await seedCatalog(tx);
    const [shop] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.slug, SHOPS[0]!.slug));
    await seedAccounts(tx, shop!.id);
    await seedCoupons(tx);
    await seedTemplates(tx);
    await seedGiveaways(tx);
    return true;
  });
}
