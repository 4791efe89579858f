import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';

/** The shops page reads the catalog's merchants; content never writes them. */
export async function selectShops(db: DbOrTx) {
  return db
    .select({
      id: merchants.id,
      slug: merchants.slug,
      name: merchants.name,
      licenseNumber: merchants.licenseNumber,
      description: merchants.description,
      street: merchants.street,
      zip: merchants.zip,
      borough: merchants.borough,
      neighborhood: merchants.neighborhood,
      phone: merchants.phone,
      openingHours: merchants.openingHours,
      logoUrl: merchants.logoUrl,
      closedUntil: merchants.closedUntil,
    })
    .from(merchants)
    .where(eq(merchants.isActive, true))
    .orderBy(asc(merchants.name));
}
