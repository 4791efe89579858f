import { and, eq } from 'drizzle-orm';
import type { ShopRole } from '#domain/permissions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { merchantMembers } from '#server/db/schema/merchants.ts';

// Who works for which partner shop. Only the merchants module writes merchant_members.

export async function addMember(
  tx: DbOrTx,
  values: { userId: string; shopId: string; role: ShopRole; invitedByUserId: string | null },
) {
  const [row] = await tx
    .insert(merchantMembers)
    .values({
      userId: values.userId,
      merchantId: values.shopId,
      role: values.role,
      invitedByUserId: values.invitedByUserId,
    })
    .onConflictDoNothing()
    .returning({ userId: merchantMembers.userId });
  return Boolean(row);
}

/** Removes a staff member of this shop (never the owner); false when there is no such member. */
export async function removeStaff(tx: DbOrTx, shopId: string, userId: string) {
  const rows = await tx
    .delete(merchantMembers)
    .where(
      and(
        eq(merchantMembers.merchantId, shopId),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.role, 'staff'),
      ),
    )
    .returning({ userId: merchantMembers.userId });
  return rows.length > 0;
}
