import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { shopStaffInvitations as inv } from '#server/db/schema/merchants.ts';

// Invitations to a shop's staff. Only the merchants module writes shop_staff_invitations; tokens are stored hashed.

const open = and(isNull(inv.acceptedAt), isNull(inv.declinedAt), isNull(inv.revokedAt));

/** One invitation at a time per shop: two owners' tabs inviting the same address cannot both insert. */
export async function lockShopInvitations(tx: DbOrTx, shopId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-staff-invitations:${shopId}`}))`);
}

/** The shop's open, unexpired invitations to other addresses than `email`. */
export async function countOpenInvitations(tx: DbOrTx, shopId: string, except: string, at: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inv)
    .where(and(eq(inv.shopId, shopId), open, gt(inv.expiresAt, at), ne(inv.email, except)));
  return row?.n ?? 0;
}

/** Closes the shop's open invitation to `email` (a new one replaces it); how many were closed. */
export async function replaceOpenInvitation(tx: DbOrTx, shopId: string, email: string, at: Date) {
  const rows = await tx
    .update(inv)
    .set({ revokedAt: at })
    .where(and(eq(inv.shopId, shopId), eq(inv.email, email), open))
    .returning({ id: inv.id });
  return rows.length;
}

export async function insertInvitation(
  tx: DbOrTx,
  values: {
    shopId: string;
    email: string;
    tokenHash: string;
    invitedByUserId: string;
    at: Date;
    expiresAt: Date;
  },
) {
  const [row] = await tx
    .insert(inv)
    .values({
      shopId: values.shopId,
      email: values.email,
      tokenHash: values.tokenHash,
      invitedByUserId: values.invitedByUserId,
      createdAt: values.at,
      expiresAt: values.expiresAt,
    })
    .returning({ id: inv.id, email: inv.email, createdAt: inv.createdAt, expiresAt: inv.expiresAt });
  return row!;
}

/** The shop's open invitations that still work, newest first. */
export function openInvitations(db: DbOrTx, shopId: string, at: Date) {
  return db
    .select({ id: inv.id, email: inv.email, createdAt: inv.createdAt, expiresAt: inv.expiresAt })
    .from(inv)
    .where(and(eq(inv.shopId, shopId), open, gt(inv.expiresAt, at)))
    .orderBy(sql`${inv.createdAt} desc`, asc(inv.email));
}

/** Withdraws an open invitation of this shop; null when there is none with this id. */
export async function revokeInvitation(tx: DbOrTx, shopId: string, id: string, at: Date) {
  const [row] = await tx
    .update(inv)
    .set({ revokedAt: at })
    .where(and(eq(inv.id, id), eq(inv.shopId, shopId), open))
    .returning({ id: inv.id, email: inv.email });
  return row ?? null;
}

const invitationColumns = {
  id: inv.id,
  shopId: inv.shopId,
  email: inv.email,
  invitedByUserId: inv.invitedByUserId,
  expiresAt: inv.expiresAt,
  acceptedAt: inv.acceptedAt,
  declinedAt: inv.declinedAt,
  revokedAt: inv.revokedAt,
};

/** The invitation behind a link's token; its row locked for the answer when `lock`. */
export async function findInvitationByToken(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db.select(invitationColumns).from(inv).where(eq(inv.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>;

export async function markAccepted(tx: DbOrTx, id: string, userId: string, at: Date) {
  await tx.update(inv).set({ acceptedAt: at, acceptedByUserId: userId }).where(eq(inv.id, id));
}

export async function markDeclined(tx: DbOrTx, id: string, at: Date) {
  await tx.update(inv).set({ declinedAt: at }).where(eq(inv.id, id));
}
