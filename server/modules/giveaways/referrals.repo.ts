import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReferralReason, ReferralStatus } from '#domain/giveaways/referrals.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { giveawayEntrants, giveawayReferrals } from '#server/db/schema/giveaways.ts';

// The referrals table: one row per friend who entered through a share link, and its settlement.

export type ReferralRow = typeof giveawayReferrals.$inferSelect;

const OPEN: ReferralStatus[] = ['pending_confirmation', 'held'];

export async function insertReferral(
  tx: DbOrTx,
  values: Pick<ReferralRow, 'referredEntrantId' | 'giveawayId' | 'referrerEntrantId'>,
) {
  const [row] = await tx
    .insert(giveawayReferrals)
    .values({ ...values, status: 'pending_confirmation', reason: 'unconfirmed_email' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function referralOf(db: DbOrTx, referredEntrantId: string): Promise<ReferralRow | null> {
  const [row] = await db
    .select()
    .from(giveawayReferrals)
    .where(eq(giveawayReferrals.referredEntrantId, referredEntrantId));
  return row ?? null;
}

/** The referral of a friend, locked for the rest of the transaction (lock the referrer's entrant first). */
export async function lockReferral(tx: DbOrTx, referredEntrantId: string): Promise<ReferralRow | null> {
  const [row] = await tx
    .select()
    .from(giveawayReferrals)
    .where(eq(giveawayReferrals.referredEntrantId, referredEntrantId))
    .for('update');
  return row ?? null;
}

export async function settleReferralRow(
  tx: DbOrTx,
  referredEntrantId: string,
  to: { status: ReferralStatus; reason: ReferralReason | null; nyDay: string | null; at: Date; by?: string },
) {
  await tx
    .update(giveawayReferrals)
    .set({
      status: to.status,
      reason: to.reason,
      creditedNyDay: to.nyDay,
      decidedAt: to.status === 'pending_confirmation' ? null : to.at,
      decidedBy: to.by ?? null,
    })
    .where(eq(giveawayReferrals.referredEntrantId, referredEntrantId));
}

/** Referrals credited to the referrer on one New York day (call under the referrer's row lock). */
export async function creditedOn(tx: DbOrTx, referrerEntrantId: string, nyDay: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giveawayReferrals)
    .where(
      and(
        eq(giveawayReferrals.referrerEntrantId, referrerEntrantId),
        eq(giveawayReferrals.creditedNyDay, nyDay),
        eq(giveawayReferrals.status, 'credited'),
      ),
    );
  return row?.n ?? 0;
}

/** The friend's referrals still waiting for their e-mail confirmation, for re-checking once it is. */
export async function pendingReferralsOf(db: DbOrTx, userId: string): Promise<ReferralRow[]> {
  return db
    .select({
      referredEntrantId: giveawayReferrals.referredEntrantId,
      giveawayId: giveawayReferrals.giveawayId,
      referrerEntrantId: giveawayReferrals.referrerEntrantId,
      status: giveawayReferrals.status,
      reason: giveawayReferrals.reason,
      creditedNyDay: giveawayReferrals.creditedNyDay,
      createdAt: giveawayReferrals.createdAt,
      decidedAt: giveawayReferrals.decidedAt,
      decidedBy: giveawayReferrals.decidedBy,
    })
    .from(giveawayReferrals)
    .innerJoin(giveawayEntrants, eq(giveawayEntrants.id, giveawayReferrals.referredEntrantId))
    .where(and(eq(giveawayEntrants.userId, userId), eq(giveawayReferrals.status, 'pending_confirmation')));
}

/** Friends of each referrer not credited yet and not refused: what their page calls pending. */
export async function openReferralCounts(
  db: DbOrTx,
  referrerEntrantIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (referrerEntrantIds.length === 0) return out;
  const rows = await db
    .select({ id: giveawayReferrals.referrerEntrantId, n: sql<number>`count(*)::int` })
    .from(giveawayReferrals)
    .where(
      and(
        inArray(giveawayReferrals.referrerEntrantId, [...referrerEntrantIds]),
        inArray(giveawayReferrals.status, OPEN),
      ),
    )
    .groupBy(giveawayReferrals.referrerEntrantId);
  for (const r of rows) out.set(r.id, r.n);
  return out;
}
