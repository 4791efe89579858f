import { asc, eq } from 'drizzle-orm';
import type { ShopRole } from '#domain/permissions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';

// Read models of the merchant portal that join other modules' tables.

export interface Membership {
  shopId: string;
  shopName: string;
  role: ShopRole;
}

/** The one shop a user works for, with their place in it; null when they work for none. */
export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ shopId: merchantMembers.merchantId, shopName: merchants.name, role: merchantMembers.role })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(eq(merchantMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A shop's people, the owner first. */
export function membersOf(db: DbOrTx, shopId: string) {
  return db
    .select({
      userId: merchantMembers.userId,
      role: merchantMembers.role,
      name: users.name,
      email: users.email,
      since: merchantMembers.createdAt,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, shopId))
    .orderBy(asc(merchantMembers.role), asc(merchantMembers.createdAt));
}
