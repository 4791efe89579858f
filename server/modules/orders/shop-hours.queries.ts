import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';

/** The shop's weekly hours and temporary closure, which checkout honours (the catalog owns the table). */
export async function shopSchedule(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({
      name: merchants.name,
      openingHours: merchants.openingHours,
      closedUntil: merchants.closedUntil,
    })
    .from(merchants)
    .where(eq(merchants.id, shopId))
    .limit(1);
  return row ?? null;
}
