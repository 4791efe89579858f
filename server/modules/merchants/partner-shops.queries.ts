import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { merchants, products } from '#server/db/schema/catalog.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';

// Read model of the admin's partner shops: each shop with its owner, how many people work there and its products.

/** At most this many shops in one answer; the store has a few dozen partners. */
const SHOPS_MAX = 500;

const owners = (db: DbOrTx) =>
  db
    .select({ shopId: merchantMembers.merchantId, name: users.name, email: users.email })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.role, 'owner'))
    .as('owners');

const memberCounts = (db: DbOrTx) =>
  db
    .select({ shopId: merchantMembers.merchantId, n: sql<number>`count(*)::int`.as('members_n') })
    .from(merchantMembers)
    .groupBy(merchantMembers.merchantId)
    .as('member_counts');

const productCounts = (db: DbOrTx) =>
  db
    .select({ shopId: products.merchantId, n: sql<number>`count(*)::int`.as('products_n') })
    .from(products)
    .groupBy(products.merchantId)
    .as('product_counts');

/** Every partner shop by name, or the one with `id`. */
export function partnerShopRows(db: DbOrTx, id?: string) {
  const o = owners(db);
  const m = memberCounts(db);
  const p = productCounts(db);
  return db
    .select({
      id: merchants.id,
      slug: merchants.slug,
      name: merchants.name,
      licenseNumber: merchants.licenseNumber,
      borough: merchants.borough,
      neighborhood: merchants.neighborhood,
      isActive: merchants.isActive,
      openingHours: merchants.openingHours,
      closedUntil: merchants.closedUntil,
      pricesEditable: merchants.pricesEditable,
      commissionBps: merchants.commissionBps,
      ownerName: o.name,
      ownerEmail: o.email,
      membersCount: sql<number>`coalesce(${m.n}, 0)`,
      productsCount: sql<number>`coalesce(${p.n}, 0)`,
    })
    .from(merchants)
    .leftJoin(o, eq(o.shopId, merchants.id))
    .leftJoin(m, eq(m.shopId, merchants.id))
    .leftJoin(p, eq(p.shopId, merchants.id))
    .where(id ? eq(merchants.id, id) : undefined)
    .orderBy(asc(merchants.name))
    .limit(SHOPS_MAX);
}
export type PartnerShopRow = Awaited<ReturnType<typeof partnerShopRows>>[number];
