import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';

// Read model of the content pages: the shops the catalog owns, as the about page lists them. Reads only.

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
    })
    .from(merchants)
    .where(eq(merchants.isActive, true))
    .orderBy(asc(merchants.name));
}
