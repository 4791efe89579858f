import { boroughForZip } from '#domain/compliance/delivery-area.ts';
import { placeOfZip } from '#domain/compliance/zip-places.ts';
import { DEFAULT_SHOP_HOURS } from '#domain/merchant/open-now.ts';
import { PARTNER_MESSAGES } from '#domain/merchant/partner-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { insertShop, licenseHolder, lockShopTerms, slugsLike, updateShopTerms } from './shops.repo.ts';

// The catalog owns `merchants`: other modules create a partner shop and change its terms here, in their own tx.

export type ShopTerms = {
  pricesEditable: boolean;
  commissionBps: number;
};

/** `Blue Door Dispensary & Co.` → `blue-door-dispensary-co`. */
export function slugOf(name: string) {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'shop';
}

const description = (name: string, neighborhood: string) =>
  `${name} is a New York licensed adult-use dispensary in ${neighborhood}. Every order is packed sealed at the counter and delivered by our couriers.`;

/**
 * A new partner shop from an approved application, active at once with the store's hours: the slug from its name
 * (made unique), borough and map point from its ZIP. A licence another shop holds is refused.
 */
export async function createShop(
  tx: DbOrTx,
  input: { name: string; licenseNumber: string; street: string; zip: string; phone: string },
) {
  const borough = boroughForZip(input.zip);
  const place = placeOfZip(input.zip);
  if (!borough || !place)
    throw new AppError(422, 'zip_not_served', `ZIP ${input.zip} is outside our delivery area`);
  if (await licenseHolder(tx, input.licenseNumber))
    throw conflict('license_taken', PARTNER_MESSAGES.licenseTaken);
  const base = slugOf(input.name);
  const taken = await slugsLike(tx, base);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  try {
    return await insertShop(tx, {
      slug,
      name: input.name,
      licenseNumber: input.licenseNumber.toUpperCase(),
      description: description(input.name, place.neighborhood),
      street: input.street,
      zip: input.zip,
      borough,
      neighborhood: place.neighborhood,
      lat: place.lat,
      lng: place.lng,
      phone: input.phone,
      openingHours: DEFAULT_SHOP_HOURS,
      isActive: true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('license_taken', PARTNER_MESSAGES.licenseTaken);
    throw error;
  }
}

/** Whether a partner shop already holds this licence (licences are public on /partner-shops). */
export async function licenseInUse(db: DbOrTx, licenseNumber: string) {
  return (await licenseHolder(db, licenseNumber)) !== null;
}

/** Locks the shop and changes what the admin allows it (prices) and the platform's share; null for no such shop. */
export async function changeShopTerms(tx: DbOrTx, shopId: string, patch: Partial<ShopTerms>) {
  const before = await lockShopTerms(tx, shopId);
  if (!before) return null;
  const after: ShopTerms = {
    pricesEditable: patch.pricesEditable ?? before.pricesEditable,
    commissionBps: patch.commissionBps ?? before.commissionBps,
  };
  const changed =
    after.pricesEditable !== before.pricesEditable || after.commissionBps !== before.commissionBps;
  if (changed) await updateShopTerms(tx, shopId, after);
  return { before, after, changed };
}
